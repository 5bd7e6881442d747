import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

/** Strangers' calls, with keyed hashes of address and subject: never the values themselves. */
export interface PublicCall {
  endpoint: string;
  address: string;
  subject?: string | null;
  outcome: string;
}

export async function recordPublicCall(
  db: Db,
  protection: DataProtection,
  call: PublicCall,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO public_abuse_log (at, endpoint, address_hash, subject_hash, outcome)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      at,
      call.endpoint,
      protection.hash('public', call.address),
      protection.hashOrNull('public', call.subject ?? null),
      call.outcome,
    ],
  );
}

export async function purgePublicAbuseLog(db: Db, now: Date, days: number): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM public_abuse_log WHERE at < $1 RETURNING id',
    [new Date(now.getTime() - days * 24 * 60 * 60 * 1000)],
  );
  return rows.length;
}
