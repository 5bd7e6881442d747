import type { Db } from '../../db/db.ts';
import type { AccessAction } from '#contract/access-log.ts';
import type { AccessActor } from '../../shared/user.ts';

export type { AccessActor };

export interface AccessRecord {
  action: AccessAction;
  donationId?: string | null;
  voucherId?: string | null;
  reportId?: string | null;
  detail?: string | null;
}

export const SERVER_ACTOR: AccessActor = { id: null, role: null, clientAddress: null };

/**
 * Call it with the transaction that read the data, so the read and its record stand or fall
 * together.
 */
export async function recordAccess(
  db: Db,
  actor: AccessActor,
  at: Date,
  records: readonly AccessRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const column = <K extends keyof AccessRecord>(key: K) =>
    records.map((record) => record[key] ?? null);
  await db.query(
    `INSERT INTO access_log (at, actor_id, actor_role, action, donation_id, voucher_id, report_id, client_address, detail)
     SELECT $1::timestamptz, $2::uuid, $3, e.action, e.donation_id, e.voucher_id, e.report_id, $4, e.detail
       FROM unnest($5::text[], $6::text[], $7::text[], $8::uuid[], $9::text[])
            WITH ORDINALITY AS e(action, donation_id, voucher_id, report_id, detail, n)
      ORDER BY e.n`,
    [
      at.toISOString(),
      actor.id,
      actor.role,
      actor.clientAddress,
      column('action'),
      column('donationId'),
      column('voucherId'),
      column('reportId'),
      column('detail'),
    ],
  );
}
