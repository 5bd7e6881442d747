/** A value sealed for one row and column does not open anywhere else. */

export type UserSealedColumn =
  'login' | 'email' | 'rg' | 'phone' | 'birthdate' | 'delivery_location' | 'delivery_cep' | 'slums';
export type VoucherSealedColumn = 'received_cpf' | 'received_phone' | 'received_email';

export const userField = (column: UserSealedColumn, userId: string) => `users.${column}:${userId}`;
export const voucherField = (column: VoucherSealedColumn, voucherId: string) =>
  `vouchers.${column}:${voucherId}`;
export type ComplaintSealedColumn = 'description' | 'contact_phone';
export const complaintField = (column: ComplaintSealedColumn, complaintId: string) =>
  `complaints.${column}:${complaintId}`;
export const verificationNoteField = (roundId: string, voucherId: string) =>
  `verification_calls.note:${roundId}:${voucherId}`;
export const FILE_CONTEXT = (fileId: string) => `files:${fileId}`;
export const IDEMPOTENT_ANSWER_CONTEXT = 'idempotency_keys.response_body';

export const phoneKey = (phone: string) => phone.replace(/\D/g, '');
export const emailKey = (email: string) => email.trim().toLowerCase();
export const SHARED_SECRET_CONTEXT = (name: string) => `shared_secrets.value:${name}`;
