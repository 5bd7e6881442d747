import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

/**
 * The abuse log of the public calls (table public_abuse_log, migration 045): every call that
 * could probe or flood, with the keyed hashes of its address and of what it asked for (a code,
 * a protocol), never the values themselves. It is not the staff's access log: it records
 * strangers, not staff reading a family's data. Kept `PUBLIC_ABUSE_LOG_DAYS` (docs/privacy.md).
 */
export interface PublicCall {
  /** Which call: 'complaint', 'complaint_status', 'receipt_check'… */
  endpoint: string;
  /** The client's address (through one trusted proxy when configured). */
  address: string;
  /** What the call asked about (a code, a protocol), if anything. */
  subject?: string | null;
  /** How it ended: 'accepted', 'found', 'not_found', 'throttled', 'honeypot', 'invalid'… */
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
