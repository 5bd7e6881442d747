import * as v from 'valibot';
import { receivedDonationFilterSchema, type DonationFilter } from '#contract/donation-filter.ts';
import {
  OVERVIEW_FILTER_FIELDS,
  overviewFilterSchema,
  type OverviewFilter,
} from '#contract/overview.ts';
import { paths } from '#src/lib/paths.ts';

/**
 * The overview's filter lives in the address (docs/product.md R12.2), so a view can be shared.
 * A field the rules refuse (a hand-edited address) is dropped, the others kept.
 */
export function readOverviewFilter(search: string): OverviewFilter {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = {};
  for (const field of OVERVIEW_FILTER_FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    const parsed = v.safeParse(receivedDonationFilterSchema, { [field]: value });
    if (parsed.success && parsed.output[field] !== undefined) filter[field] = parsed.output[field];
  }
  const whole = v.safeParse(overviewFilterSchema, filter);
  if (whole.success) return whole.output;
  // Only the date order can fail here: keep the start.
  const { dateTo: _dropped, ...rest } = filter;
  return v.parse(overviewFilterSchema, rest);
}

/** Query-string values of a filter (only the fields that are set). */
export function filterQuery(filter: Partial<DonationFilter>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[field] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

export const overviewLink = (filter: OverviewFilter) => paths.overview.link(filterQuery(filter));

/**
 * The list of exactly the donations a figure counted: the overview's filter plus the figure's own
 * criterion, in the donation filter's terms (the server reads both with the same SQL).
 */
export function listLink(filter: OverviewFilter, criterion: Partial<DonationFilter>): string {
  return paths.donationList.link(filterQuery({ ...filter, ...criterion }));
}

/** The filter as the GraphQL input takes it. */
export function filterInput(filter: OverviewFilter) {
  return { ...filter };
}
