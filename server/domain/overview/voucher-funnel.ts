import type { Db } from '../../db/db.ts';
import { FUNNEL_STAGES, type VoucherFunnel, type FunnelStage } from '#contract/voucher-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { overviewWhere } from './overview-queries.ts';

type FunnelRow = Record<FunnelStage, number>;

/** Sums of each donation's summary (migration 126), as the overview's figures: never every voucher. */
export async function voucherFunnel(
  db: Db,
  filter: OverviewFilter,
  now: Date,
): Promise<VoucherFunnel> {
  const { where, params } = overviewWhere(filter, now);
  const vouchers = 'd.cards_pending + d.cards_delivered + d.cards_not_delivered';
  const [row] = await db.query<FunnelRow>(
    `SELECT coalesce(sum(${vouchers}), 0)::int AS "loaded",
            coalesce(sum(${vouchers}) FILTER (WHERE d.received IS NOT NULL), 0)::int AS "withLeader",
            coalesce(sum(d.cards_delivered), 0)::int AS "delivered",
            coalesce(sum(d.cards_family_confirmed), 0)::int AS "familyConfirmed",
            coalesce(sum(d.cards_activated), 0)::int AS "activated",
            coalesce(sum(d.cards_used), 0)::int AS "used"
       FROM donations d
      ${where}`,
    params,
  );
  return {
    stages: FUNNEL_STAGES.map((stage) => ({ stage, cards: Number(row?.[stage] ?? 0) })),
  };
}
