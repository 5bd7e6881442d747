import * as v from 'valibot';
import type { DonationFilterInput } from '../../../../graphql/generated/operations';
import { exportFiltersCopy, type ReportTypeKey } from '../copy';

const text = exportFiltersCopy;

/** SPEC §2 /export/types: sites/units, leaders/users, donations, vouchers. */
export const REPORT_TYPES = ['sites', 'users', 'donation', 'voucher'] as const satisfies readonly ReportTypeKey[];
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: string | null | undefined): value is ReportType {
  return REPORT_TYPES.some((type) => type === value);
}

/** Every field as the form holds it (inputs and selects give strings; '' is "not set"). */
export type ExportFilterValues = {
  leaderName: string;
  siteId: string;
  status: string;
  listDonationId: string;
  state: string;
  city: string;
  dateFrom: string;
  dateTo: string;
};
export type ExportFilterField = keyof ExportFilterValues;

export const emptyExportFilter: ExportFilterValues = {
  leaderName: '',
  siteId: '',
  status: '',
  listDonationId: '',
  state: '',
  city: '',
  dateFrom: '',
  dateTo: '',
};

const ALL_FIELDS: readonly ExportFilterField[] = ['leaderName', 'siteId', 'status', 'listDonationId', 'state', 'city', 'dateFrom', 'dateTo'];

/** The filters each report understands (docs/reports.md); the form shows only these. */
export const REPORT_FIELDS: Record<ReportType, readonly ExportFilterField[]> = {
  sites: ['siteId', 'state', 'city'],
  users: ['leaderName', 'siteId', 'state', 'city'],
  donation: ALL_FIELDS,
  voucher: ALL_FIELDS,
};

/** SPEC §5: donation and voucher exports need at least one filter; sites and users do not. */
export function needsFilter(type: ReportType): boolean {
  return type === 'donation' || type === 'voucher';
}

const DONATION_ID = /^[A-Z]{2}-\d{17}$/;
const MAX_DONATION_IDS = 200;

/** The codes typed in one box, split by commas, semicolons or spaces, upper-cased, without repeats. */
export function splitDonationIds(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).map((id) => id.trim().toUpperCase()).filter((id) => id !== ''))];
}

function donationIdsProblem(value: string): string | null {
  const ids = splitDonationIds(value);
  if (ids.length > MAX_DONATION_IDS) return text.donationIdsTooMany;
  const invalid = ids.find((id) => !DONATION_ID.test(id));
  return invalid === undefined ? null : text.donationIdsInvalid(invalid);
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const optionalDate = v.pipe(v.string(), v.check((value) => value === '' || isDate(value), text.dateInvalid));

/** Field rules; "at least one filter" depends on the type and is checked by `missingFilter`. */
export const exportFilterSchema = v.pipe(
  v.object({
    leaderName: v.pipe(
      v.string(),
      v.trim(),
      v.check((name) => name === '' || (name.length >= 2 && name.length <= 120), text.leaderNameLength),
    ),
    siteId: v.string(),
    status: v.string(),
    listDonationId: v.pipe(
      v.string(),
      v.check(
        (value) => donationIdsProblem(value) === null,
        (issue) => donationIdsProblem(String(issue.input)) ?? text.dateInvalid,
      ),
    ),
    state: v.string(),
    city: v.string(),
    dateFrom: optionalDate,
    dateTo: optionalDate,
  }),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      ({ dateFrom, dateTo }) => dateFrom === '' || dateTo === '' || dateFrom <= dateTo,
      text.dateOrder,
    ),
    ['dateTo'],
  ),
);

/** The filter sent to POST /reports/{type}: only this type's fields that were filled in. */
export function toReportFilter(values: ExportFilterValues, type: ReportType): DonationFilterInput {
  const fields = new Set(REPORT_FIELDS[type]);
  const filter: DonationFilterInput = {};
  const filled = (field: ExportFilterField) => (fields.has(field) ? values[field].trim() : '');
  if (filled('leaderName')) filter.leaderName = filled('leaderName');
  if (filled('siteId')) filter.siteId = Number(filled('siteId'));
  if (filled('status')) filter.status = Number(filled('status'));
  const ids = splitDonationIds(filled('listDonationId'));
  if (ids.length > 0) filter.listDonationId = ids;
  // A site already fixes the place (SPEC §5: choosing a site clears state and city).
  if (filled('state') && !filter.siteId) filter.state = filled('state');
  if (filled('city') && !filter.siteId) filter.city = filled('city');
  if (filled('dateFrom')) filter.dateFrom = filled('dateFrom');
  if (filled('dateTo')) filter.dateTo = filled('dateTo');
  return filter;
}

/** True when the type needs a filter and none was given. */
export function missingFilter(values: ExportFilterValues, type: ReportType): boolean {
  return needsFilter(type) && Object.keys(toReportFilter(values, type)).length === 0;
}
