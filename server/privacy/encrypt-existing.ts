import type { Db } from '../db/db.ts';
import type { DataProtection } from './data-protection.ts';
import {
  emailKey,
  IDEMPOTENT_ANSWER_CONTEXT,
  phoneKey,
  userField,
  voucherField,
} from './sealed-fields.ts';

type UserRow = {
  id: string;
  login: string;
  email: string;
  rg: string | null;
  phone: string | null;
  birthdate: string | null;
  delivery_location: string | null;
  delivery_cep: string | null;
  slums: string | null;
};
type VoucherRow = {
  voucher_id: string;
  received_cpf: string | null;
  received_contact_number: string | null;
  received_email: string | null;
};

export const encryptExistingMessages = {
  noKeys: 'Há dados pessoais em claro para cifrar, mas nenhuma chave foi carregada (DATA_KEYS).',
} as const;

/** An empty database needs no keys (the test template is built that way). */
export async function encryptExistingIdentifiers(
  tx: Db,
  protection: DataProtection | undefined,
): Promise<void> {
  const users = await tx.query<UserRow>(
    `SELECT id, login, email, rg, phone, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, delivery_location, delivery_cep, slums
       FROM users WHERE login_enc IS NULL`,
  );
  const vouchers = await tx.query<VoucherRow>(
    `SELECT voucher_id, received_cpf, received_contact_number, received_email FROM vouchers
      WHERE received_cpf IS NOT NULL OR received_contact_number IS NOT NULL OR received_email IS NOT NULL`,
  );
  const answers = await tx.query<{
    user_id: string;
    method: string;
    path: string;
    idempotency_key: string;
    response_body: Uint8Array;
  }>(
    'SELECT user_id, method, path, idempotency_key, response_body FROM idempotency_keys WHERE response_body IS NOT NULL AND length(response_body) > 0',
  );
  if (users.length === 0 && vouchers.length === 0 && answers.length === 0) return;
  if (!protection) throw new Error(encryptExistingMessages.noKeys);
  const p = protection;

  for (const user of users) {
    const seal = (column: Parameters<typeof userField>[0], value: string | null) =>
      p.sealOrNull(value, userField(column, user.id));
    await tx.query(
      `UPDATE users SET login_hash = $2, login_enc = $3, email_enc = $4, rg_enc = $5, phone_enc = $6, birthdate_enc = $7,
              delivery_location_enc = $8, delivery_cep_enc = $9, slums_enc = $10
        WHERE id = $1`,
      [
        user.id,
        p.hash('cpf', user.login),
        seal('login', user.login),
        p.seal(user.email, userField('email', user.id)),
        seal('rg', user.rg),
        seal('phone', user.phone),
        seal('birthdate', user.birthdate),
        seal('delivery_location', user.delivery_location),
        seal('delivery_cep', user.delivery_cep),
        seal('slums', user.slums),
      ],
    );
  }
  for (const voucher of vouchers) {
    const id = voucher.voucher_id;
    await tx.query(
      `UPDATE vouchers SET received_cpf_enc = $2, received_cpf_hash = $3, received_phone_enc = $4, received_phone_hash = $5,
              received_email_enc = $6, received_email_hash = $7
        WHERE voucher_id = $1`,
      [
        id,
        p.sealOrNull(voucher.received_cpf, voucherField('received_cpf', id)),
        p.hashOrNull('cpf', voucher.received_cpf),
        p.sealOrNull(voucher.received_contact_number, voucherField('received_phone', id)),
        p.hashOrNull(
          'phone',
          voucher.received_contact_number === null
            ? null
            : phoneKey(voucher.received_contact_number),
        ),
        p.sealOrNull(voucher.received_email, voucherField('received_email', id)),
        p.hashOrNull(
          'email',
          voucher.received_email === null ? null : emailKey(voucher.received_email),
        ),
      ],
    );
  }
  for (const answer of answers) {
    if (p.sealedBytesKey(answer.response_body) !== null) continue;
    await tx.query(
      'UPDATE idempotency_keys SET response_body = $5 WHERE user_id = $1 AND method = $2 AND path = $3 AND idempotency_key = $4',
      [
        answer.user_id,
        answer.method,
        answer.path,
        answer.idempotency_key,
        Buffer.from(p.sealBytes(answer.response_body, IDEMPOTENT_ANSWER_CONTEXT)),
      ],
    );
  }
}
