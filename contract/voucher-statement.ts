import * as v from 'valibot';

/**
 * The voucher provider's statement ('Extrato do cartão', docs/charges.md): its dry run, read with
 * GET /load/{id}/statement, and its confirmation, POST /load/{id}/confirm.
 */
export const STATEMENT_KIND_NAMES = [
  'activated',
  'used',
  'balance',
  'expired',
  'unknown',
  'contradiction',
  'unchanged',
] as const;
export type StatementKindName = (typeof STATEMENT_KIND_NAMES)[number];

/** How the dry run names each kind of line, in the order it lists them. */
export const STATEMENT_KIND_LABELS: Record<StatementKindName, string> = {
  activated: 'Ativados',
  used: 'Usados',
  balance: 'Saldo ou validade atualizados',
  expired: 'Vencidos',
  unknown: 'Cartões desconhecidos',
  contradiction: 'Contradizem o registro',
  unchanged: 'Sem mudança',
};

/** Lines the dry run shows of each kind; the counts cover them all. */
export const STATEMENT_LINES_SHOWN = 50;

/** The shortest reason that applies a statement with contradictions. */
export const OVERRIDE_REASON_MIN = 10;

export const statementLineSchema = v.object({
  line: v.number(),
  card: v.string(),
  activatedOn: v.nullable(v.string()),
  firstUsedOn: v.nullable(v.string()),
  balanceCents: v.nullable(v.number()),
  expiresOn: v.nullable(v.string()),
  contradictions: v.array(v.string()),
});
export type StatementLineView = v.InferOutput<typeof statementLineSchema>;

export const statementDryRunSchema = v.object({
  loadId: v.string(),
  status: v.string(),
  /** Lines of each kind (a line may be of several: activated and used). */
  counts: v.record(v.picklist(STATEMENT_KIND_NAMES), v.number()),
  /** Vouchers the app holds whose reported balance is above zero. */
  withBalance: v.number(),
  /** The first STATEMENT_LINES_SHOWN lines of each kind, in file order. */
  lines: v.record(v.picklist(STATEMENT_KIND_NAMES), v.array(statementLineSchema)),
  confirmedAt: v.nullable(v.string()),
  overrideReason: v.nullable(v.string()),
});
export type StatementDryRun = v.InferOutput<typeof statementDryRunSchema>;

/** POST /load/{id}/confirm: a reason is required when the statement contradicts the record. */
export const statementConfirmSchema = v.object({
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
export type StatementConfirm = v.InferOutput<typeof statementConfirmSchema>;
