import * as v from 'valibot';
import { isCalendarDate } from '#contract/calendar-date.ts';
import { DONATION_FILTER_LIMITS } from '#contract/donation-filter.ts';
import { isDonationId, splitDonationIds } from '#contract/donation-id.ts';
import { REPORT_FILTER_FIELDS, reportNeedsFilter, type ReportType } from '#contract/reports.ts';
import type { DonationFilterInput } from '#graphql/generated/operations.ts';
import { datesInOrder } from '#contract/date-order.ts';

const filterMessages = {
  leaderNameLength: 'O nome deve ter de 2 a 120 caracteres.',
  donationIdsInvalid: (id: string) =>
    `Código de doação inválido: ${id}. Use duas letras, hífen e 17 dígitos.`,
  donationIdsTooMany: 'Informe no máximo 200 códigos.',
  dateInvalid: 'Data inválida.',
  dateOrder: 'A data final deve ser igual ou posterior à inicial.',
};

const { textMin, textMax, maxDonationIds } = DONATION_FILTER_LIMITS;

/** Inputs and selects give strings; '' is "not set". */
export type ReportFilterValues = {
  leaderName: string;
  siteId: string;
  status: string;
  listDonationId: string;
  state: string;
  city: string;
  dateFrom: string;
  dateTo: string;
  loadId: string;
};
export type ReportFilterField = keyof ReportFilterValues;

export const emptyReportFilter: ReportFilterValues = {
  leaderName: '',
  siteId: '',
  status: '',
  listDonationId: '',
  state: '',
  city: '',
  dateFrom: '',
  dateTo: '',
  loadId: '',
};

function donationIdsProblem(value: string): string | null {
  const ids = splitDonationIds(value);
  if (ids.length > maxDonationIds) return filterMessages.donationIdsTooMany;
  const invalid = ids.find((id) => !isDonationId(id));
  return invalid === undefined ? null : filterMessages.donationIdsInvalid(invalid);
}

const optionalDate = v.pipe(
  v.string(),
  v.check((value) => value === '' || isCalendarDate(value), filterMessages.dateInvalid),
);

/** "At least one filter" depends on the type and is checked by `missingFilter`. */
export const reportFilterSchema = v.pipe(
  v.object({
    leaderName: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (name) => name === '' || (name.length >= textMin && name.length <= textMax),
        filterMessages.leaderNameLength,
      ),
    ),
    siteId: v.string(),
    status: v.string(),
    listDonationId: v.pipe(
      v.string(),
      v.check(
        (value) => donationIdsProblem(value) === null,
        (issue) => donationIdsProblem(String(issue.input)) ?? filterMessages.dateInvalid,
      ),
    ),
    state: v.string(),
    city: v.string(),
    dateFrom: optionalDate,
    dateTo: optionalDate,
    loadId: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      ({ dateFrom, dateTo }) => datesInOrder(dateFrom, dateTo),
      filterMessages.dateOrder,
    ),
    ['dateTo'],
  ),
);

export function toReportFilter(values: ReportFilterValues, type: ReportType): DonationFilterInput {
  const fields = new Set<ReportFilterField>(REPORT_FILTER_FIELDS[type]);
  const filter: DonationFilterInput = {};
  const filled = (field: ReportFilterField) => (fields.has(field) ? values[field].trim() : '');
  if (filled('leaderName')) filter.leaderName = filled('leaderName');
  if (filled('siteId')) filter.siteId = Number(filled('siteId'));
  if (filled('status')) filter.status = Number(filled('status'));
  const ids = splitDonationIds(filled('listDonationId'));
  if (ids.length > 0) filter.listDonationId = ids;
  // A site already fixes the place (docs/product.md R6.13: choosing a site clears state and city).
  if (filled('state') && !filter.siteId) filter.state = filled('state');
  if (filled('city') && !filter.siteId) filter.city = filled('city');
  if (filled('dateFrom')) filter.dateFrom = filled('dateFrom');
  if (filled('dateTo')) filter.dateTo = filled('dateTo');
  if (filled('loadId')) filter.loadId = filled('loadId');
  return filter;
}

export function missingFilter(values: ReportFilterValues, type: ReportType): boolean {
  return reportNeedsFilter(type) && Object.keys(toReportFilter(values, type)).length === 0;
}
