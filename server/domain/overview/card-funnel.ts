import type { Db } from '../../db/db.ts';
import { FUNNEL_STAGES, type CardFunnel, type FunnelStage } from '#contract/card-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { CHARGE_STATUS, VOUCHER_STATUS } from '#contract/status-texts.ts';
import { overviewWhere } from './overview-queries.ts';

type FunnelRow = Record<FunnelStage, number>;

export async function cardFunnel(db: Db, filter: OverviewFilter, now: Date): Promise<CardFunnel> {
  const { where, params } = overviewWhere(filter, now);
  params.push(VOUCHER_STATUS.delivered, CHARGE_STATUS.success);
  const delivered = `$${params.length - 1}`;
  const confirmed = `$${params.length}`;
  const [row] = await db.query<FunnelRow>(
    `SELECT count(*)::int AS "loaded",
            count(*) FILTER (WHERE d.received IS NOT NULL)::int AS "withLeader",
            count(*) FILTER (WHERE v.status = ${delivered})::int AS "delivered",
            count(*) FILTER (WHERE v.status = ${delivered} AND v.family_answer = 'received')::int AS "familyConfirmed",
            count(*) FILTER (WHERE r.activated)::int AS "activated",
            count(*) FILTER (WHERE r.used)::int AS "used"
       FROM donations d
       JOIN vouchers v ON v.donation_id = d.donation_id
       LEFT JOIN LATERAL (
         SELECT bool_or(s.activated_on IS NOT NULL) AS activated,
                bool_or(s.first_used_on IS NOT NULL) AS used
           FROM statement_lines s JOIN loads l ON l.id = s.load_id
          WHERE s.card = v.voucher_id AND l.status = ${confirmed} AND l.confirmed_at IS NOT NULL) r ON true
      ${where}`,
    params,
  );
  return {
    stages: FUNNEL_STAGES.map((stage) => ({ stage, cards: Number(row?.[stage] ?? 0) })),
  };
}
