import type { Db } from '../../db/db.ts';
import { ANOMALY_KINDS } from '#contract/anomalies.ts';
import { ANOMALY_SQL } from './anomaly-sql.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

export const SUMMARY_BATCH = 500;

const FLAGS_ARRAY = `ARRAY_REMOVE(ARRAY[${ANOMALY_KINDS.map((kind) => `CASE WHEN ${ANOMALY_SQL[kind]} THEN '${kind}' END`).join(', ')}], NULL)`;

/**
 * Callers at once take other rows (SKIP LOCKED); one changed meanwhile is marked dirty again
 * (migrations 020 and 126).
 */
export async function refreshOverviewSummary(
  db: Db,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  let done = 0;
  while (done < limit) {
    const size = Math.min(SUMMARY_BATCH, limit - done);
    const taken = await db.transaction(async (tx) => {
      const rows = await tx.query<{ donation_id: string }>(
        'SELECT donation_id FROM donations WHERE overview_dirty ORDER BY donation_id LIMIT $1 FOR UPDATE SKIP LOCKED',
        [size],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.donation_id);
      await tx.query(
        `UPDATE donations o
            SET cards_pending = c.pending, cards_delivered = c.delivered, cards_not_delivered = c.not_delivered,
                cards_family_confirmed = c.family_confirmed, cards_family_disputed = c.family_disputed,
                cards_activated = c.activated, cards_used = c.used,
                anomalies = c.anomalies, overview_dirty = false
           FROM (SELECT d.donation_id,
                        (SELECT count(*) FILTER (WHERE v.status = 1) FROM vouchers v WHERE v.donation_id = d.donation_id)::int AS pending,
                        (SELECT count(*) FILTER (WHERE v.status = 2) FROM vouchers v WHERE v.donation_id = d.donation_id)::int AS delivered,
                        (SELECT count(*) FILTER (WHERE v.status = 3) FROM vouchers v WHERE v.donation_id = d.donation_id)::int AS not_delivered,
                        (SELECT count(*) FILTER (WHERE v.family_answer = 'received') FROM vouchers v WHERE v.donation_id = d.donation_id)::int AS family_confirmed,
                        (SELECT count(*) FILTER (WHERE v.family_answer = 'notReceived') FROM vouchers v WHERE v.donation_id = d.donation_id)::int AS family_disputed,
                        (SELECT count(*) FROM vouchers v WHERE v.donation_id = d.donation_id AND EXISTS (
                           SELECT 1 FROM card_events e WHERE e.voucher_id = v.voucher_id AND e.kind = 'activated'))::int AS activated,
                        (SELECT count(*) FROM vouchers v WHERE v.donation_id = d.donation_id AND EXISTS (
                           SELECT 1 FROM card_events e WHERE e.voucher_id = v.voucher_id AND e.kind = 'firstUsed'))::int AS used,
                        ${FLAGS_ARRAY} AS anomalies
                   FROM donations d WHERE d.donation_id = ANY($1::text[])) c
          WHERE o.donation_id = c.donation_id`,
        [ids],
      );
      await tx.query('DELETE FROM donation_delivery_days WHERE donation_id = ANY($1::text[])', [
        ids,
      ]);
      await tx.query(
        `INSERT INTO donation_delivery_days (donation_id, day, cards)
         SELECT v.donation_id, (v.delivered AT TIME ZONE '${APP_TIME_ZONE}')::date, count(*)::int
           FROM vouchers v
          WHERE v.donation_id = ANY($1::text[]) AND v.status = 2 AND v.delivered IS NOT NULL
          GROUP BY 1, 2`,
        [ids],
      );
      return ids.length;
    });
    if (taken === 0) break;
    done += taken;
  }
  const [left] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM donations WHERE overview_dirty',
  );
  return Number(left?.count ?? 0);
}
