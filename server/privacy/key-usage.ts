import type { Db } from '../db/db.ts';
import { SEALED_VALUE_COLUMNS } from './recipient-identifiers.ts';

/** A key removed while something uses it makes that data unreadable forever. */
export async function encryptionKeyInUse(db: Db, keyId: string): Promise<boolean> {
  const prefix = `${keyId}.`;
  const sealedColumns = {
    users: [
      'login_enc',
      'email_enc',
      'rg_enc',
      'phone_enc',
      'birthdate_enc',
      'delivery_location_enc',
      'delivery_cep_enc',
      'slums_enc',
    ],
    vouchers: SEALED_VALUE_COLUMNS,
    complaints: ['description_enc', 'contact_phone_enc'],
    shared_secrets: ['value'],
  };
  for (const [table, columns] of Object.entries(sealedColumns)) {
    const condition = columns.map((column) => `left(${column}, length($1)) = $1`).join(' OR ');
    const [row] = await db.query(`SELECT 1 FROM ${table} WHERE ${condition} LIMIT 1`, [prefix]);
    if (row) return true;
  }
  const [file] = await db.query('SELECT 1 FROM files WHERE sealed_with = $1 LIMIT 1', [keyId]);
  if (file) return true;
  const [answer] = await db.query(
    `SELECT 1 FROM idempotency_keys WHERE response_body IS NOT NULL AND position(convert_to($1, 'UTF8') IN response_body) BETWEEN 1 AND 8 LIMIT 1`,
    [keyId],
  );
  return answer !== undefined;
}
