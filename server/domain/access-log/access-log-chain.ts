import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { AccessLogCheck } from '#contract/access-log.ts';

export const GENESIS_HASH = '0'.repeat(64);
const BATCH = 5_000;

interface ChainRow {
  seq: number;
  at: Date | string;
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  donation_id: string | null;
  voucher_id: string | null;
  report_id: string | null;
  client_address: string | null;
  detail: string | null;
  prev_hash: string;
  hash: string;
}

/** As migration 013's access_log_field writes it (length in characters). */
const field = (value: string | null) => (value === null ? '-' : `${[...value].length}:${value}`);

/** Recomputed here, independently of the database's trigger. */
export function entryHash(prevHash: string, row: Omit<ChainRow, 'prev_hash' | 'hash'>): string {
  const at = new Date(row.at).toISOString();
  const text = [
    String(row.seq),
    at,
    row.actor_id,
    row.actor_role,
    row.action,
    row.donation_id,
    row.voucher_id,
    row.report_id,
    row.client_address,
    row.detail,
  ]
    .map(field)
    .join('|');
  return createHash('sha256').update(`${prevHash}\n${text}`, 'utf8').digest('hex');
}

/**
 * A changed, removed or inserted entry shows as the first one that does not follow from the one
 * before. The head (last hash), kept elsewhere, later proves nothing before it changed.
 */
export async function verifyAccessLog(db: Db): Promise<AccessLogCheck> {
  let previous = GENESIS_HASH;
  let expectedSeq = 1;
  let entries = 0;
  for (;;) {
    const rows = await db.query<ChainRow>(
      `SELECT seq, at, actor_id::text AS actor_id, actor_role, action, donation_id, voucher_id, report_id::text AS report_id,
              client_address, detail, prev_hash, hash
         FROM access_log WHERE seq >= $1 ORDER BY seq LIMIT ${BATCH}`,
      [expectedSeq],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      if (
        seq !== expectedSeq ||
        row.prev_hash !== previous ||
        entryHash(previous, { ...row, seq }) !== row.hash
      ) {
        return {
          entries,
          head: entries === 0 ? null : previous,
          intact: false,
          brokenAt: seq !== expectedSeq ? expectedSeq : seq,
        };
      }
      previous = row.hash;
      expectedSeq += 1;
      entries += 1;
    }
    if (rows.length < BATCH)
      return { entries, head: entries === 0 ? null : previous, intact: true, brokenAt: null };
  }
}
