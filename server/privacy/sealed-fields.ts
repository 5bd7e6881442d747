/**
 * Where each sealed value lives, as the associated data of its encryption: a value sealed for one
 * row and column does not open anywhere else. And how each identifier is normalised before it is
 * hashed, so the same CPF, phone or e-mail typed differently hashes alike.
 */

export type UserSealedColumn =
  'login' | 'email' | 'rg' | 'phone' | 'birthdate' | 'delivery_location' | 'delivery_cep' | 'slums';
export type VoucherSealedColumn = 'received_cpf' | 'received_phone' | 'received_email';

export const userField = (column: UserSealedColumn, userId: string) => `users.${column}:${userId}`;
export const voucherField = (column: VoucherSealedColumn, voucherId: string) =>
  `vouchers.${column}:${voucherId}`;
export type ComplaintSealedColumn = 'description' | 'contact_phone';
export const complaintField = (column: ComplaintSealedColumn, complaintId: string) =>
  `complaints.${column}:${complaintId}`;
/** A verification call's note, for one card of one round. */
export const verificationNoteField = (roundId: string, voucherId: string) =>
  `verification_calls.note:${roundId}:${voucherId}`;
export const FILE_CONTEXT = (fileId: string) => `files:${fileId}`;
export const IDEMPOTENT_ANSWER_CONTEXT = 'idempotency_keys.response_body';

/** Digits only: '(11) 98765-4321' and '11987654321' are one phone. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '');
export const emailKey = (email: string) => email.trim().toLowerCase();
export const SHARED_SECRET_CONTEXT = (name: string) => `shared_secrets.value:${name}`;
