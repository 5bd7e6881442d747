import type { DataProtection } from './data-protection.ts';
import { emailKey, phoneKey, voucherField } from './sealed-fields.ts';

export interface RecipientIdentifiers {
  cpf: string | null;
  phone: string | null;
  email: string | null;
}

export interface SealedRecipient {
  received_cpf_enc: string | null;
  received_cpf_hash: string | null;
  received_phone_enc: string | null;
  received_phone_hash: string | null;
  received_email_enc: string | null;
  received_email_hash: string | null;
}

export const SEALED_RECIPIENT_COLUMNS = [
  'received_cpf_enc',
  'received_cpf_hash',
  'received_phone_enc',
  'received_phone_hash',
  'received_email_enc',
  'received_email_hash',
] as const;

export function sealedRecipient(
  protection: DataProtection,
  voucherId: string,
  recipient: RecipientIdentifiers,
): SealedRecipient {
  return {
    received_cpf_enc: protection.sealOrNull(recipient.cpf, voucherField('received_cpf', voucherId)),
    received_cpf_hash: protection.hashOrNull('cpf', recipient.cpf),
    received_phone_enc: protection.sealOrNull(
      recipient.phone,
      voucherField('received_phone', voucherId),
    ),
    received_phone_hash: protection.hashOrNull(
      'phone',
      recipient.phone === null ? null : phoneKey(recipient.phone),
    ),
    received_email_enc: protection.sealOrNull(
      recipient.email,
      voucherField('received_email', voucherId),
    ),
    received_email_hash: protection.hashOrNull(
      'email',
      recipient.email === null ? null : emailKey(recipient.email),
    ),
  };
}

export function openRecipient(
  protection: DataProtection,
  voucherId: string,
  row: Pick<SealedRecipient, 'received_cpf_enc' | 'received_phone_enc' | 'received_email_enc'>,
): RecipientIdentifiers {
  return {
    cpf: protection.openOrNull(row.received_cpf_enc, voucherField('received_cpf', voucherId)),
    phone: protection.openOrNull(row.received_phone_enc, voucherField('received_phone', voucherId)),
    email: protection.openOrNull(row.received_email_enc, voucherField('received_email', voucherId)),
  };
}
