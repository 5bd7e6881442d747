import { createHmac } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { DataKeyring } from './data-keys.ts';

/** Tells two keys apart without revealing either. */
export const keyCheckValue = (key: Buffer) =>
  createHmac('sha256', key)
    .update('cestas-solidarias data key check')
    .digest('base64url')
    .slice(0, 22);

export const keyRegistryMessages = {
  different: (id: string, where: string) =>
    `A chave de dados ${id} de ${where} não é a mesma que cifrou os dados deste banco. Use as chaves originais (DATA_KEYS ou o arquivo de chaves).`,
  missing: (ids: string[], where: string) =>
    `Os dados deste banco foram cifrados com chaves que não estão em ${where}: ${ids.join(', ')}. ` +
    'Use o mesmo DATA_KEYS (ou arquivo de chaves) em todas as instâncias; sem essas chaves os dados não podem ser lidos.',
} as const;

type Row = {
  key_id: string;
  purpose: 'encryption' | 'hashing';
  check_value: string;
  retired_at: unknown;
};

/**
 * A known id with other bytes, or a needed key missing, stops the server before it writes what it
 * cannot read.
 */
export async function registerDataKeys(db: Db, keyring: DataKeyring, where: string): Promise<void> {
  const mine = [
    ...[...keyring.encryption.keys].map(([id, key]) => ({
      id,
      key,
      purpose: 'encryption' as const,
    })),
    ...[...keyring.hashing.keys].map(([id, key]) => ({ id, key, purpose: 'hashing' as const })),
  ];
  const inserted: string[] = [];
  for (const { id, key, purpose } of mine) {
    const rows = await db.query(
      'INSERT INTO data_keys (key_id, purpose, check_value) VALUES ($1, $2, $3) ON CONFLICT (key_id) DO NOTHING RETURNING key_id',
      [id, purpose, keyCheckValue(key)],
    );
    if (rows.length > 0) inserted.push(id);
  }
  // Read after writing: two instances starting at once with different keys both see the other's.
  const known = await db.query<Row>(
    'SELECT key_id, purpose, check_value, retired_at FROM data_keys',
  );
  for (const { id, key } of mine) {
    const row = known.find((candidate) => candidate.key_id === id);
    if (row && row.check_value !== keyCheckValue(key))
      throw new Error(keyRegistryMessages.different(id, where));
  }
  const missing = known.filter(
    (row) => row.retired_at === null && !mine.some((key) => key.id === row.key_id),
  );
  if (missing.length > 0) {
    // Keys this start only just recorded sealed nothing yet: take them back.
    if (inserted.length > 0)
      await db.query('DELETE FROM data_keys WHERE key_id = ANY($1::text[])', [inserted]);
    throw new Error(
      keyRegistryMessages.missing(
        missing.map((row) => row.key_id),
        where,
      ),
    );
  }
}
