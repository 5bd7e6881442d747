import * as v from 'valibot';

/**
 * A card's way from the load to its use (docs/product.md R12.11), each stage a subset of the one
 * before it in the usual life of a card: the overview's funnel counts the cards at each.
 */
export const FUNNEL_STAGES = [
  'loaded',
  'withLeader',
  'delivered',
  'familyConfirmed',
  'activated',
  'used',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  loaded: 'Carregados',
  withLeader: 'Com a liderança',
  delivered: 'Entregues',
  familyConfirmed: 'Confirmados pela família',
  activated: 'Ativados',
  used: 'Usados',
};

/** GET /overview/funnel: the cards of the filtered donations at each stage. */
export const cardFunnelSchema = v.object({
  stages: v.array(v.object({ stage: v.picklist(FUNNEL_STAGES), cards: v.number() })),
});
export type CardFunnel = v.InferOutput<typeof cardFunnelSchema>;

/**
 * The lists of cards where money is lost (docs/product.md R12.12): with a leader too long,
 * delivered and never activated, about to expire with balance, and contradicting the record.
 */
export const STUCK_LISTS = ['withLeader', 'notActivated', 'expiring', 'inconsistent'] as const;
export type StuckList = (typeof STUCK_LISTS)[number];
export const stuckListSchema = v.picklist(STUCK_LISTS);

/** Days past which a card counts as stuck in each list (a card expiring within that many). */
export const STUCK_DAYS = { withLeader: 7, notActivated: 15, expiring: 15 } as const;

export const STUCK_LIST_LABELS: Record<StuckList, string> = {
  withLeader: `Com a liderança há mais de ${STUCK_DAYS.withLeader} dias`,
  notActivated: `Entregues há mais de ${STUCK_DAYS.notActivated} dias e não ativados`,
  expiring: `Vencem em até ${STUCK_DAYS.expiring} dias, com saldo`,
  inconsistent: 'Inconsistentes',
};

/** The cards a stuck list shows; the export holds them all. */
export const STUCK_SHOWN = 20;

export const stuckCardSchema = v.object({
  /** Whole for admin; the last four digits only for readonly. */
  card: v.string(),
  donationId: v.string(),
  leaderName: v.string(),
  siteName: v.string(),
  /** The calendar day the card entered this list's situation (received, delivered, expiry). */
  since: v.string(),
  balanceCents: v.nullable(v.number()),
  /** Why an inconsistent card is listed, in pt-BR; empty for the other lists. */
  detail: v.string(),
});
export type StuckCard = v.InferOutput<typeof stuckCardSchema>;

/** GET /overview/stuck: how many cards each list holds and the first STUCK_SHOWN of each. */
export const stuckCardsSchema = v.object({
  lists: v.array(
    v.object({ list: stuckListSchema, total: v.number(), cards: v.array(stuckCardSchema) }),
  ),
});
export type StuckCards = v.InferOutput<typeof stuckCardsSchema>;
