import * as v from 'valibot';
import { ANOMALY_KINDS, type AnomalyKind } from '#contract/anomalies.ts';
import { isCalendarDate } from '#contract/calendar-date.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import { DONATION_FILTER_LIMITS, type DonationFilter } from '#contract/donation-filter.ts';
import { isDonationId, splitDonationIds } from '#contract/donation-id.ts';
import { LEADER_SEARCH_MIN } from '#contract/lookups.ts';
import { isDonationStatus } from '#contract/status-schemas.ts';
import { adminDonationsCopy } from '../shared/copy.ts';
import { datesInOrder } from '#contract/date-order.ts';

const text = adminDonationsCopy.filter;

/** Text as typed, '' when a field is empty. */
export type DonationFilterForm = {
  leaderName: string;
  siteId: string;
  state: string;
  city: string;
  status: string;
  listDonationId: string;
  dateFrom: string;
  dateTo: string;
  anomaly: string;
  quantity: string;
  leaderCpf: string;
  /** The 'Pacote' (donation charge file) id, '' for any. */
  loadId: string;
};

export const emptyFilterForm: DonationFilterForm = {
  leaderName: '',
  siteId: '',
  state: '',
  city: '',
  status: '',
  listDonationId: '',
  dateFrom: '',
  dateTo: '',
  anomaly: '',
  quantity: '',
  leaderCpf: '',
  loadId: '',
};

const optionalDate = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isCalendarDate(value), text.invalidDate),
);

const isAnomalyKind = (value: string): value is AnomalyKind =>
  (ANOMALY_KINDS as readonly string[]).includes(value);

const positiveChoice = (value: string): number | undefined =>
  value === '' ? undefined : Number(value);

/** The contract's rules with the form's messages; whether any criterion is set is checked apart. */
export const donationFilterSchema = v.pipe(
  v.object({
    leaderName: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || value.length >= LEADER_SEARCH_MIN, text.leaderTooShort),
      v.maxLength(DONATION_FILTER_LIMITS.textMax, text.leaderTooLong),
    ),
    siteId: v.pipe(v.string(), v.regex(/^\d*$/)),
    state: v.pipe(v.string(), v.regex(/^([A-Z]{2})?$/)),
    city: v.pipe(v.string(), v.trim(), v.maxLength(DONATION_FILTER_LIMITS.textMax)),
    status: v.pipe(v.string(), v.regex(/^[1-6]?$/)),
    listDonationId: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const ids = splitDonationIds(dataset.value);
        const wrong = ids.find((id) => !isDonationId(id));
        if (wrong !== undefined) addIssue({ message: text.invalidId(wrong) });
        else if (ids.length > DONATION_FILTER_LIMITS.maxDonationIds)
          addIssue({ message: text.tooManyIds });
      }),
    ),
    dateFrom: optionalDate,
    dateTo: optionalDate,
    anomaly: v.pipe(
      v.string(),
      v.check((value) => value === '' || isAnomalyKind(value)),
    ),
    quantity: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) =>
          value === '' ||
          (/^\d{1,7}$/.test(value) &&
            Number(value) >= 1 &&
            Number(value) <= DONATION_FILTER_LIMITS.maxQuantity),
        text.quantityInvalid,
      ),
    ),
    leaderCpf: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || normalizeCpf(value) !== null, text.leaderCpfInvalid),
    ),
    loadId: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      ({ dateFrom, dateTo }) => datesInOrder(dateFrom, dateTo),
      text.dateOrder,
    ),
    ['dateTo'],
  ),
  v.transform((form): DonationFilter => {
    const filter: DonationFilter = {};
    if (form.leaderName) filter.leaderName = form.leaderName;
    const siteId = positiveChoice(form.siteId);
    if (siteId !== undefined) filter.siteId = siteId;
    // A site fixes the place: state and city are not sent with it (docs/product.md R6.13).
    if (siteId === undefined && form.state) filter.state = form.state;
    if (siteId === undefined && form.state && form.city) filter.city = form.city;
    const status = positiveChoice(form.status);
    if (isDonationStatus(status)) filter.status = status;
    const ids = splitDonationIds(form.listDonationId);
    if (ids.length > 0) filter.listDonationId = ids;
    if (form.dateFrom) filter.dateFrom = form.dateFrom;
    if (form.dateTo) filter.dateTo = form.dateTo;
    if (isAnomalyKind(form.anomaly)) filter.anomaly = form.anomaly;
    if (form.quantity) filter.quantity = Number(form.quantity);
    const leaderCpf = normalizeCpf(form.leaderCpf);
    if (leaderCpf !== null) filter.leaderCpf = leaderCpf;
    if (form.loadId) filter.loadId = form.loadId;
    return filter;
  }),
);

/**
 * A filter saved with the old 'quantidade diferente' box shows as the 'Alerta' option that says the
 * same.
 */
export function filterToForm(filter: DonationFilter | null): DonationFilterForm {
  if (!filter) return emptyFilterForm;
  const anomaly = filter.anomaly ?? (filter.quantityDivergent ? 'quantityDivergence' : '');
  return {
    leaderName: filter.leaderName ?? '',
    siteId: filter.siteId === undefined ? '' : String(filter.siteId),
    state: filter.state ?? '',
    city: filter.city ?? '',
    status: filter.status === undefined ? '' : String(filter.status),
    listDonationId: (filter.listDonationId ?? []).join(', '),
    dateFrom: filter.dateFrom ?? '',
    dateTo: filter.dateTo ?? '',
    anomaly,
    quantity: filter.quantity === undefined ? '' : String(filter.quantity),
    leaderCpf: filter.leaderCpf ?? '',
    loadId: filter.loadId ?? '',
  };
}
