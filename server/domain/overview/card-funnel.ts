import type { Db } from '../../db/db.ts';
import { FUNNEL_STAGES, type CardFunnel, type FunnelStage } from '#contract/card-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { overviewWhere } from './overview-queries.ts';

type FunnelRow = Record<FunnelStage, number>;

/**
 * The overview's funnel (docs/product.md R12.11): the cards of the filtered donations (by unit,
 * leader, 'Pacote' and the rest of the overview's filter) loaded, received by their leader,
 * delivered, confirmed by the family at /comprovante, and activated and used as the card
 * provider's confirmed statements report. Sums of each donation's summary (migrations 020 and
 * 126), as the overview's other figures: one pass over the donations, never over every card.
 */
export async function cardFunnel(db: Db, filter: OverviewFilter, now: Date): Promise<CardFunnel> {
  const { where, params } = overviewWhere(filter, now);
  const cards = 'd.cards_pending + d.cards_delivered + d.cards_not_delivered';
  const [row] = await db.query<FunnelRow>(
    `SELECT coalesce(sum(${cards}), 0)::int AS "loaded",
            coalesce(sum(${cards}) FILTER (WHERE d.received IS NOT NULL), 0)::int AS "withLeader",
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
