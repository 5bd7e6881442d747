/** A value sealed for one row and column does not open anywhere else. */
import type { RecipientField } from '#contract/leader-writes.ts';
import type { HashKind } from './data-protection.ts';

export type UserSealedColumn =
  'login' | 'email' | 'rg' | 'phone' | 'birthdate' | 'delivery_location' | 'delivery_cep' | 'slums';

export const phoneKey = (phone: string) => phone.replace(/\D/g, '');
export const emailKey = (email: string) => email.trim().toLowerCase();

interface RecipientIdentifier {
  /** The delivery command's field that carries it. */
  field: Exclude<RecipientField, 'receivedName'>;
  /** Sealed in `<stem>_enc` for its row alone, hashed in `<stem>_hash` to be found again. */
  stem: `received_${string}`;
  hash: HashKind;
  /** What the hash is taken of, so that two spellings of one value find each other. */
  normalise: (value: string) => string;
  /** Anonymisation keeps the hash while the duplicate window lasts. */
  hashKeptForDuplicates?: true;
}

/**
 * Who received a voucher, as the vouchers table keeps it. Sealing a delivery, key rotation, key
 * retirement, anonymisation and correction all read this list, so a new identifier is one entry
 * here (and its columns). Column names in SQL come only from it.
 */
export const RECIPIENT_IDENTIFIERS = {
  cpf: {
    field: 'receivedCpf',
    stem: 'received_cpf',
    hash: 'cpf',
    normalise: (cpf: string) => cpf,
    hashKeptForDuplicates: true,
  },
  phone: {
    field: 'receivedContactNumber',
    stem: 'received_phone',
    hash: 'phone',
    normalise: phoneKey,
  },
  email: { field: 'receivedEmail', stem: 'received_email', hash: 'email', normalise: emailKey },
} as const satisfies Record<string, RecipientIdentifier>;

export type VoucherSealedColumn =
  (typeof RECIPIENT_IDENTIFIERS)[keyof typeof RECIPIENT_IDENTIFIERS]['stem'];

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
export const SHARED_SECRET_CONTEXT = (name: string) => `shared_secrets.value:${name}`;
