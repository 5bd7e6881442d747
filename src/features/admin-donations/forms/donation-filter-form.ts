import * as v from 'valibot';
import { adminDonationsCopy } from '../copy';
import { isCalendarDate } from '../../../lib/calendar-date';
import type { DonationFilter } from '../../../lib/donation-filter';

const text = adminDonationsCopy.filter;

/** What the filter form holds: text as typed, '' when a field is empty. */
export type DonationFilterForm = {
  leaderName: string;
  siteId: string;
  state: string;
  city: string;
  status: string;
  listDonationId: string;
  dateFrom: string;
  dateTo: string;
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
};

/** SPEC §5: the leader search starts at 3 characters. */
export const LEADER_SEARCH_MIN = 3;
const MAX_IDS = 200;
const DONATION_ID = /^[A-Z]{2}-\d{17}$/;

/** The ids typed in the box: separated by commas, semicolons, spaces or lines; upper-cased; no repeats. */
export function splitDonationIds(value: string): string[] {
  const ids = value
    .split(/[\s,;]+/)
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

const optionalDate = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isCalendarDate(value), text.invalidDate),
);

const positiveChoice = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** Validates the form and turns it into a DonationFilter (whether any criterion is set is checked apart: countActiveFilters). */
export const donationFilterSchema = v.pipe(
  v.object({
    leaderName: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || value.length >= LEADER_SEARCH_MIN, text.leaderTooShort),
      v.maxLength(120, text.leaderTooLong),
    ),
    siteId: v.pipe(v.string(), v.regex(/^\d*$/)),
    state: v.pipe(v.string(), v.regex(/^([A-Z]{2})?$/)),
    city: v.pipe(v.string(), v.trim(), v.maxLength(120)),
    status: v.pipe(v.string(), v.regex(/^[1-6]?$/)),
    listDonationId: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const ids = splitDonationIds(dataset.value);
        const wrong = ids.find((id) => !DONATION_ID.test(id));
        if (wrong !== undefined) addIssue({ message: text.invalidId(wrong) });
        else if (ids.length > MAX_IDS) addIssue({ message: text.tooManyIds });
      }),
    ),
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
  v.transform((form): DonationFilter => {
    const filter: DonationFilter = {};
    if (form.leaderName) filter.leaderName = form.leaderName;
    const siteId = positiveChoice(form.siteId);
    if (siteId !== undefined) filter.siteId = siteId;
    // A site fixes the place: state and city are not sent with it (SPEC §5).
    if (siteId === undefined && form.state) filter.state = form.state;
    if (siteId === undefined && form.state && form.city) filter.city = form.city;
    const status = positiveChoice(form.status);
    if (status !== undefined) filter.status = status;
    const ids = splitDonationIds(form.listDonationId);
    if (ids.length > 0) filter.listDonationId = ids;
    if (form.dateFrom) filter.dateFrom = form.dateFrom;
    if (form.dateTo) filter.dateTo = form.dateTo;
    return filter;
  }),
);


/** The form showing a saved filter, so the person can change it. */
export function filterToForm(filter: DonationFilter | null): DonationFilterForm {
  if (!filter) return emptyFilterForm;
  return {
    leaderName: filter.leaderName ?? '',
    siteId: filter.siteId === undefined ? '' : String(filter.siteId),
    state: filter.state ?? '',
    city: filter.city ?? '',
    status: filter.status === undefined ? '' : String(filter.status),
    listDonationId: (filter.listDonationId ?? []).join(', '),
    dateFrom: filter.dateFrom ?? '',
    dateTo: filter.dateTo ?? '',
  };
}
