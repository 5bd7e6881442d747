import * as v from 'valibot';

/**
 * A voucher's way from its charge to its use (docs/product.md R12.11), each stage a subset of the one
 * before it in the usual life of a voucher: the overview's funnel counts the vouchers at each.
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

/** GET /overview/funnel: the vouchers of the filtered donations at each stage. */
export const voucherFunnelSchema = v.object({
  stages: v.array(v.object({ stage: v.picklist(FUNNEL_STAGES), cards: v.number() })),
});
export type VoucherFunnel = v.InferOutput<typeof voucherFunnelSchema>;

/**
 * The lists of vouchers where money is lost (docs/product.md R12.12): with a leader too long,
 * delivered and never activated, about to expire with balance, and contradicting the record.
 */
export const STUCK_LISTS = ['withLeader', 'notActivated', 'expiring', 'inconsistent'] as const;
export type StuckList = (typeof STUCK_LISTS)[number];
export const stuckListSchema = v.picklist(STUCK_LISTS);

/** Days past which a voucher counts as stuck in each list (a voucher expiring within that many). */
export const STUCK_DAYS = { withLeader: 7, notActivated: 15, expiring: 15 } as const;

export const STUCK_LIST_LABELS: Record<StuckList, string> = {
  withLeader: `Com a liderança há mais de ${STUCK_DAYS.withLeader} dias`,
  notActivated: `Entregues há mais de ${STUCK_DAYS.notActivated} dias e não ativados`,
  expiring: `Vencem em até ${STUCK_DAYS.expiring} dias, com saldo`,
  inconsistent: 'Inconsistentes',
};

/** The vouchers a stuck list shows; the export holds them all. */
export const STUCK_SHOWN = 20;

export const stuckVoucherSchema = v.object({
  /** Whole for admin; the last four digits only for readonly. */
  card: v.string(),
  donationId: v.string(),
  leaderName: v.string(),
  siteName: v.string(),
  /** The calendar day the voucher entered this list's situation (received, delivered, expiry). */
  since: v.string(),
  balanceCents: v.nullable(v.number()),
  /** Why an inconsistent voucher is listed, in pt-BR; empty for the other lists. */
  detail: v.string(),
});
export type StuckVoucher = v.InferOutput<typeof stuckVoucherSchema>;

/** GET /overview/stuck: how many vouchers each list holds and the first STUCK_SHOWN of each. */
export const stuckVouchersSchema = v.object({
  lists: v.array(
    v.object({ list: stuckListSchema, total: v.number(), cards: v.array(stuckVoucherSchema) }),
  ),
});
export type StuckVouchers = v.InferOutput<typeof stuckVouchersSchema>;
