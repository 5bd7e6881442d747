import * as v from 'valibot';
import { anomalyKindSchema } from './anomalies.ts';
import { voucherCategorySchema } from './voucher-categories.ts';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { normalizeCpf } from './cpf.ts';
import { isDonationId, splitDonationIds } from './donation-id.ts';
import { donationStatusSchema } from './status-schemas.ts';
import { datesInOrder } from './date-order.ts';
import { FAMILY_ANSWERS } from './family-answers.ts';

/** Limits of the filter's fields: every client form and the server hold to these. */
export const DONATION_FILTER_LIMITS = {
  textMin: 2,
  textMax: 120,
  maxDonationIds: 200,
  maxSiteId: 2_147_483_647,
  maxQuantity: 1_000_000,
} as const;

const { textMin, textMax, maxDonationIds, maxSiteId, maxQuantity } = DONATION_FILTER_LIMITS;

export const UF_PATTERN = /^[A-Z]{2}$/;

export const donationFilterMessages = {
  leaderName: `O nome do líder deve ter de ${textMin} a ${textMax} caracteres.`,
  siteId: 'Unidade inválida.',
  status: 'Status inválido: use um número de 1 a 6.',
  listDonationId: 'Informe os códigos das doações como uma lista.',
  donationId: (id: unknown) => `Código de doação inválido: ${String(id)}.`,
  tooManyIds: `Informe no máximo ${maxDonationIds} códigos de doação.`,
  state: 'UF inválida.',
  city: 'Cidade inválida.',
  dateFrom: 'Data inicial inválida: use AAAA-MM-DD.',
  dateTo: 'Data final inválida: use AAAA-MM-DD.',
  dateOrder: 'A data inicial deve ser igual ou anterior à data final.',
  notAnObject: 'O filtro deve ser um objeto JSON.',
  quantity: `Quantidade de cartões inválida: use um número de 1 a ${maxQuantity.toLocaleString('pt-BR')}.`,
  leaderCpf: 'CPF do líder inválido.',
  quantityDivergent: 'Divergência de quantidade: use true.',
  loadId: 'Pacote inválido.',
  leaderId: 'Líder inválido.',
  pastDeadline: 'Prazo vencido: use true.',
  deliveredFrom: 'Data inicial das entregas inválida: use AAAA-MM-DD.',
  deliveredTo: 'Data final das entregas inválida: use AAAA-MM-DD.',
  deliveredOrder: 'A data inicial das entregas deve ser igual ou anterior à data final.',
  familyAnswer: 'Resposta da família inválida: use received ou notReceived.',
} as const;

const m = donationFilterMessages;

const boundedText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(textMin, message), v.maxLength(textMax, message));

/**
 * The filter's fields, each with its rule. The overview's filter (contract/overview.ts) takes some
 * of them as they are, so a figure's link to the list is the overview's filter plus one criterion.
 */
export const donationFilterEntries = {
  leaderName: v.optional(boundedText(m.leaderName)),
  siteId: v.optional(
    v.pipe(
      v.number(m.siteId),
      v.integer(m.siteId),
      v.minValue(1, m.siteId),
      v.maxValue(maxSiteId, m.siteId),
    ),
  ),
  status: v.optional(v.picklist(donationStatusSchema.options, m.status)),
  listDonationId: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(m.listDonationId),
          v.check(isDonationId, (issue) => m.donationId(issue.input)),
        ),
        m.listDonationId,
      ),
      v.maxLength(maxDonationIds, m.tooManyIds),
    ),
  ),
  state: v.optional(v.pipe(v.string(m.state), v.regex(UF_PATTERN, m.state))),
  city: v.optional(boundedText(m.city)),
  dateFrom: v.optional(calendarDateSchema(m.dateFrom)),
  dateTo: v.optional(calendarDateSchema(m.dateTo)),
  /** Donations carrying this anomaly flag (docs/product.md R10.3). */
  anomaly: v.optional(anomalyKindSchema),
  // Issue 14, items 12 and 3: number of vouchers, the leader's CPF (11 digits), received quantity ≠ sent.
  quantity: v.optional(
    v.pipe(
      v.number(m.quantity),
      v.integer(m.quantity),
      v.minValue(1, m.quantity),
      v.maxValue(maxQuantity, m.quantity),
    ),
  ),
  leaderCpf: v.optional(
    v.pipe(v.string(m.leaderCpf), v.transform(normalizeCpf), v.string(m.leaderCpf)),
  ),
  quantityDivergent: v.optional(v.literal(true, m.quantityDivergent)),
  /** The 'Pacote': the donation charge file the donations came in (issue 14, item 12). */
  loadId: v.optional(v.pipe(v.string(m.loadId), v.uuid(m.loadId))),
  /** One leader, by user id (the overview's leader filter and its table's links). */
  leaderId: v.optional(v.pipe(v.string(m.leaderId), v.uuid(m.leaderId))),
  /** At 3 'Entregando' with the 24-hour window over (docs/product.md R4.7, R12.3). */
  pastDeadline: v.optional(v.literal(true, m.pastDeadline)),
  /** Holding at least one voucher of this category (contract/voucher-categories.ts). */
  cards: v.optional(voucherCategorySchema),
  /** With a voucher delivered on these São Paulo days, inclusive. */
  deliveredFrom: v.optional(calendarDateSchema(m.deliveredFrom)),
  deliveredTo: v.optional(calendarDateSchema(m.deliveredTo)),
  /** Holding at least one voucher the family confirmed, or disputed, at /comprovante (R15.4). */
  familyAnswer: v.optional(v.picklist(FAMILY_ANSWERS, m.familyAnswer)),
};

/**
 * The filter of GET /filter/donation and of POST /reports/{type}: only the criteria that were
 * given. Dates are São Paulo calendar days, inclusive.
 */
export const donationFilterSchema = v.pipe(
  v.object(donationFilterEntries, m.notAnObject),
  v.forward(
    v.partialCheck(
      [['deliveredFrom'], ['deliveredTo']],
      ({ deliveredFrom, deliveredTo }) => datesInOrder(deliveredFrom, deliveredTo),
      m.deliveredOrder,
    ),
    ['deliveredTo'],
  ),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      ({ dateFrom, dateTo }) => datesInOrder(dateFrom, dateTo),
      m.dateOrder,
    ),
    ['dateTo'],
  ),
);

export type DonationFilter = v.InferOutput<typeof donationFilterSchema>;
export type DonationFilterField = keyof DonationFilter;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Numbers typed as text ("12") become numbers; anything else is left for the schema to refuse. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
const numberToText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

function donationIdList(value: unknown): unknown {
  if (typeof value === 'string') return splitDonationIds(value);
  if (!Array.isArray(value)) return value;
  const ids = value.map((id) =>
    typeof id === 'string' ? id.trim().toUpperCase() : numberToText(id),
  );
  return [...new Set(ids.filter((id) => !isBlank(id)))];
}

const readers: Record<DonationFilterField, (value: unknown) => unknown> = {
  leaderName: numberToText,
  siteId: digitsToNumber,
  status: digitsToNumber,
  listDonationId: donationIdList,
  state: (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  city: numberToText,
  dateFrom: numberToText,
  dateTo: numberToText,
  anomaly: (value) => value,
  quantity: digitsToNumber,
  leaderCpf: numberToText,
  // Only `true` filters; a query string carries it as text.
  quantityDivergent: (value) =>
    value === 'true' ? true : value === false || value === 'false' ? undefined : value,
  loadId: (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  leaderId: (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  pastDeadline: (value) =>
    value === 'true' ? true : value === false || value === 'false' ? undefined : value,
  cards: (value) => value,
  deliveredFrom: numberToText,
  deliveredTo: numberToText,
  familyAnswer: (value) => value,
};

/**
 * The filter as a server receives it, from a query string (every value text, ids separated by
 * commas) or from a JSON body: blank fields are left out, unknown fields ignored, then the
 * rules of `donationFilterSchema` apply.
 */
export const receivedDonationFilterSchema = v.pipe(
  v.record(v.string(), v.unknown(), m.notAnObject),
  v.transform((input) => {
    const filter: Record<string, unknown> = {};
    for (const [field, read] of Object.entries(readers)) {
      const value = read(input[field]);
      if (!isBlank(value) && !(Array.isArray(value) && value.length === 0)) filter[field] = value;
    }
    return filter;
  }),
  donationFilterSchema,
);

/** How many criteria are set (each field counts once). */
export function countFilterCriteria(filter: DonationFilter | null | undefined): number {
  if (!filter) return 0;
  return Object.values(filter).filter(
    (value) => !isBlank(value) && !(Array.isArray(value) && value.length === 0),
  ).length;
}
