import * as v from 'valibot';

/**
 * What can happen to a voucher, one kind per row of its ledger (docs/product.md R20). A voucher is
 * loaded straight into a donation (the 'Cartão' charge names both), so 'loaded' is also the
 * moment it is put in a donation.
 */
export const VOUCHER_EVENT_KINDS = [
  'loaded',
  'received',
  'transferred',
  'delivered',
  'notDelivered',
  'returned',
  'lost',
  'reopened',
  'activated',
  'firstUsed',
  'balanceReported',
  'expired',
  'recalled',
  'resolved',
] as const;
export type VoucherEventKind = (typeof VOUCHER_EVENT_KINDS)[number];

/** Each kind as the timeline says it. */
export const VOUCHER_EVENT_TEXTS = {
  loaded: 'Carregado na doação',
  received: 'Recebido pela liderança',
  transferred: 'Passado para outra liderança',
  delivered: 'Entregue à família',
  notDelivered: 'Não entregue',
  returned: 'Devolvido',
  lost: 'Extraviado',
  reopened: 'Doação reaberta',
  activated: 'Ativado',
  firstUsed: 'Primeiro uso',
  balanceReported: 'Saldo informado',
  expired: 'Expirado',
  recalled: 'Recolhimento pedido',
  resolved: 'Inconsistência resolvida',
} as const satisfies Record<VoucherEventKind, string>;

/** Where an event came from: the app (a leader's phone or the desk), a charge file, a provider's statement, or the migration that read the tables. */
export const VOUCHER_EVENT_SOURCES = ['app', 'charge', 'statement', 'migration'] as const;
export type VoucherEventSource = (typeof VOUCHER_EVENT_SOURCES)[number];

export const VOUCHER_EVENT_SOURCE_TEXTS = {
  app: 'Aplicativo',
  charge: 'Arquivo de carga',
  statement: 'Extrato do cartão',
  migration: 'Registro anterior ao histórico',
} as const satisfies Record<VoucherEventSource, string>;

/** Where a voucher stands, derived from its events. */
export const VOUCHER_STAGES = [
  'loaded',
  'withLeader',
  'delivered',
  'notDelivered',
  'returned',
  'lost',
  'activated',
  'used',
  'expired',
] as const;
export type VoucherStage = (typeof VOUCHER_STAGES)[number];

export const VOUCHER_STAGE_TEXTS = {
  loaded: 'Carregado',
  withLeader: 'Com a liderança',
  delivered: 'Entregue',
  notDelivered: 'Não entregue',
  returned: 'Devolvido',
  lost: 'Extraviado',
  activated: 'Ativado',
  used: 'Usado',
  expired: 'Expirado',
} as const satisfies Record<VoucherStage, string>;

/** What a voucher shows while two of its facts contradict each other and no admin resolved them. */
export const INCONSISTENT_TEXT = 'Inconsistente';

/** The contradictions the ledger recognises, as the timeline explains them. */
export const VOUCHER_CONFLICT_TEXTS = {
  twoOutcomes: 'Duas entregas registradas para o mesmo cartão.',
  usedBeforeDelivery: 'Cartão ativado ou usado antes da entrega à família.',
  deliveredAfterClosing: 'Entrega registrada depois de o cartão ser devolvido ou extraviado.',
} as const;
export type VoucherConflictKind = keyof typeof VOUCHER_CONFLICT_TEXTS;

/** One event as the timeline shows it (the voucher number whole or masked by the reader's role). */
export const voucherEventViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(VOUCHER_EVENT_KINDS),
  text: v.string(),
  occurredAt: v.string(),
  loggedAt: v.string(),
  source: v.picklist(VOUCHER_EVENT_SOURCES),
  sourceText: v.string(),
  /** The charge file's name, when a file brought it. */
  fileName: v.nullable(v.string()),
  actorName: v.nullable(v.string()),
  leaderName: v.string(),
  donationId: v.string(),
  followsId: v.nullable(v.string()),
  balanceCents: v.nullable(v.number()),
  expiresOn: v.nullable(v.string()),
  note: v.nullable(v.string()),
});
export type VoucherEventView = v.InferOutput<typeof voucherEventViewSchema>;

export const voucherConflictViewSchema = v.object({
  kind: v.picklist(Object.keys(VOUCHER_CONFLICT_TEXTS) as VoucherConflictKind[]),
  text: v.string(),
  /** The two facts that contradict each other. */
  eventIds: v.tuple([v.string(), v.string()]),
});
export type VoucherConflictView = v.InferOutput<typeof voucherConflictViewSchema>;

/** GET /cards/{voucherId}/timeline (admin): the voucher, its state and its events in order. */
export const voucherTimelineSchema = v.object({
  voucherId: v.string(),
  donationId: v.string(),
  stage: v.picklist(VOUCHER_STAGES),
  stateText: v.string(),
  /** Asked back and not yet given back, delivered or lost. */
  recalled: v.boolean(),
  inconsistent: v.boolean(),
  conflicts: v.array(voucherConflictViewSchema),
  events: v.array(voucherEventViewSchema),
});
export type VoucherTimeline = v.InferOutput<typeof voucherTimelineSchema>;

/** POST /cards/{voucherId}/resolve: an admin ends the voucher's contradictions with a reason. */
export const resolveVoucherSchema = v.object({
  reason: v.pipe(
    v.string('Informe o motivo.'),
    v.trim(),
    v.minLength(1, 'Informe o motivo.'),
    v.maxLength(1000, 'Use até 1000 caracteres no motivo.'),
  ),
});
