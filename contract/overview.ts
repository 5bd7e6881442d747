import * as v from 'valibot';
import { anomalyKindSchema } from './anomalies.ts';
import { VOUCHER_CATEGORIES } from './voucher-categories.ts';
import { donationFilterEntries, donationFilterMessages } from './donation-filter.ts';
import { donationStatusSchema } from './status-schemas.ts';
import { datesInOrder } from './date-order.ts';

/**
 * The overview's filter (GET /overview…, docs/product.md R12.2): the donation filter's own fields
 * with their rules, so every figure's link to the list is this filter plus one criterion.
 */
export const overviewFilterSchema = v.pipe(
  v.object(
    {
      dateFrom: donationFilterEntries.dateFrom,
      dateTo: donationFilterEntries.dateTo,
      state: donationFilterEntries.state,
      city: donationFilterEntries.city,
      siteId: donationFilterEntries.siteId,
      loadId: donationFilterEntries.loadId,
      leaderId: donationFilterEntries.leaderId,
    },
    donationFilterMessages.notAnObject,
  ),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      ({ dateFrom, dateTo }) => datesInOrder(dateFrom, dateTo),
      donationFilterMessages.dateOrder,
    ),
    ['dateTo'],
  ),
);
export type OverviewFilter = v.InferOutput<typeof overviewFilterSchema>;
export const OVERVIEW_FILTER_FIELDS = [
  'dateFrom',
  'dateTo',
  'state',
  'city',
  'siteId',
  'loadId',
  'leaderId',
] as const satisfies readonly (keyof OverviewFilter)[];

/** Days the delivery chart shows when no range is chosen, and at most. */
export const OVERVIEW_CHART_DAYS = 30;
export const OVERVIEW_CHART_MAX_DAYS = 366;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const voucherCounts = v.object(
  Object.fromEntries(VOUCHER_CATEGORIES.map((category) => [category, count])) as Record<
    (typeof VOUCHER_CATEGORIES)[number],
    typeof count
  >,
);

/** Delivered / total vouchers of one place. */
const progressSchema = v.object({ delivered: count, total: count, donations: count });

/** GET /overview: the headline figures and the charts' data, as of `generatedAt` (server clock). */
export const overviewSchema = v.object({
  generatedAt: v.string(),
  /** Today in São Paulo (YYYY-MM-DD), the day 'hoje' means in the figures. */
  today: v.string(),
  /** Donations whose summary was still being recomputed (0: every figure is current). */
  pendingRefresh: count,
  donations: count,
  statuses: v.array(v.object({ status: donationStatusSchema, donations: count })),
  cards: voucherCounts,
  /** Donations at 3 whose 24-hour window is over. */
  pastDeadline: count,
  deliveredToday: v.object({ cards: count, day: v.string() }),
  deliveredLast7Days: v.object({ cards: count, from: v.string(), to: v.string() }),
  anomalies: v.array(v.object({ kind: anomalyKindSchema, text: v.string(), donations: count })),
  /** Delivered vouchers the family confirmed ('Recebi') or disputed ('Não recebi') at /comprovante. */
  familyAnswers: v.object({ received: count, notReceived: count }),
  /** Vouchers delivered per São Paulo day, every day of the window (0 included). */
  perDay: v.array(v.object({ day: v.string(), cards: count })),
  perState: v.array(v.object({ state: v.string(), ...progressSchema.entries })),
  perCity: v.array(v.object({ state: v.string(), city: v.string(), ...progressSchema.entries })),
});
export type Overview = v.InferOutput<typeof overviewSchema>;

/** The leaders' table's columns it can be sorted by. */
export const LEADER_SORTS = [
  'late',
  'name',
  'received',
  'delivered',
  'left',
  'lastActivity',
  'oldestPending',
  'flagged',
] as const;
export type LeaderSort = (typeof LEADER_SORTS)[number];
export const LEADER_PAGE_MAX = 200;

export const leaderTableQuerySchema = v.object({
  sort: v.optional(v.picklist(LEADER_SORTS, 'Ordenação inválida.'), 'late'),
  order: v.optional(v.picklist(['asc', 'desc'], 'Ordem inválida.'), 'desc'),
  offset: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('Início inválido.'),
      v.minValue(0, 'Início inválido.'),
    ),
    '0',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('Limite inválido.'),
      v.minValue(1, 'Limite inválido.'),
      v.maxValue(LEADER_PAGE_MAX, 'Limite inválido.'),
    ),
    '50',
  ),
});

export const leaderRowSchema = v.object({
  leaderId: v.string(),
  name: v.string(),
  /** Vouchers of the donations the leader confirmed receiving. */
  received: count,
  delivered: count,
  /** Vouchers still to deliver in donations the leader holds (2 and 3). */
  left: count,
  lastActivity: v.nullable(v.string()),
  /** Hours since the oldest donation with vouchers still to deliver was received; null: none. */
  oldestPendingHours: v.nullable(v.number()),
  /** Donations past their deadline ('Atrasados'). */
  late: count,
  /** Donations with at least one anomaly flag. */
  flagged: count,
  /**
   * The newest verification round that reached her families puts the top of her share's interval
   * under its threshold (docs/product.md R19.5).
   */
  verificationFlagged: v.boolean(),
});
export type LeaderRow = v.InferOutput<typeof leaderRowSchema>;
export const leaderTableSchema = v.object({ rows: v.array(leaderRowSchema), total: count });
export type LeaderTable = v.InferOutput<typeof leaderTableSchema>;

/** GET /overview/leaders/export: the whole table as CSV (`;`, UTF-8 with BOM, as the reports). */
export const leaderCsvSchema = v.object({ fileName: v.string(), csv: v.string() });
export type LeaderCsv = v.InferOutput<typeof leaderCsvSchema>;

/** GET /overview/map: units and donations' receipt points, grouped in cells when there are many. */
export const MAP_STATUS_GROUPS = ['waiting', 'open', 'done', 'closed'] as const;
export const overviewMapSchema = v.object({
  units: v.array(v.object({ siteId: count, name: v.string(), lat: v.number(), lon: v.number() })),
  /** One point per cell; `donationId` when the cell holds exactly one donation. */
  points: v.array(
    v.object({
      lat: v.number(),
      lon: v.number(),
      donations: count,
      donationId: v.nullable(v.string()),
      waiting: count,
      open: count,
      done: count,
      closed: count,
      flagged: count,
    }),
  ),
  /** Cell size in degrees (0: each point is one donation's receipt point). */
  cellDegrees: v.number(),
});
export type OverviewMap = v.InferOutput<typeof overviewMapSchema>;

/** GET /overview/options: what the filter's selects offer. */
export const overviewOptionsSchema = v.object({
  states: v.array(v.string()),
  cities: v.array(v.object({ state: v.string(), city: v.string() })),
  sites: v.array(
    v.object({ siteId: count, name: v.string(), state: v.string(), city: v.string() }),
  ),
  packages: v.array(v.object({ id: v.string(), name: v.string() })),
  leaders: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type OverviewOptions = v.InferOutput<typeof overviewOptionsSchema>;

/** GET /overview/mine (leader): the leader's own progress header (docs/product.md R12.9). */
export const leaderProgressSchema = v.object({
  deliveredToday: count,
  toDeliver: count,
  /** The earliest deadline among the leader's donations at 3; null when none runs. */
  nextDeadline: v.nullable(v.string()),
});
export type LeaderProgress = v.InferOutput<typeof leaderProgressSchema>;
