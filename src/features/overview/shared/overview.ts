import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { receivedDonationFilterSchema, type DonationFilter } from '#contract/donation-filter.ts';
import {
  OVERVIEW_FILTER_FIELDS,
  overviewFilterSchema,
  type OverviewFilter,
  MAP_STATUS_GROUPS,
} from '#contract/overview.ts';
import { paths } from '#src/lib/paths.ts';
import * as v from 'valibot';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 0,
});
const shareFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const dayMonthYear = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
});
const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const count = (n: number) => integer.format(n);
export const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : percentFormat.format(part / whole);
/** A share in [0, 1] with one decimal: 0.8125 → '81,3%'. */
export const share = (value: number) => shareFormat.format(value);
/** Never shifted by a time zone. */
export const day = (calendarDay: string) =>
  dayMonthYear.format(new Date(`${calendarDay}T00:00:00Z`));
export const shortDay = (calendarDay: string) =>
  dayMonth.format(new Date(`${calendarDay}T00:00:00Z`));
export const time = (iso: string) => clock.format(new Date(iso)).replace(':', 'h');
export const dateAndTime = (iso: string) =>
  dateTime.format(new Date(iso)).replace(',', '').replace(':', 'h');
/** '5 h', or '3 dias e 2 h' past a day. */
export function hours(h: number): string {
  if (h < 24) return `${count(h)} h`;
  const days = Math.floor(h / 24);
  const rest = h % 24;
  return `${days === 1 ? '1 dia' : `${count(days)} dias`}${rest > 0 ? ` e ${rest} h` : ''}`;
}

/** A field the rules refuse (a hand-edited address) is dropped, the others kept. */
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

export function filterQuery(filter: Partial<DonationFilter>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[field] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

export const overviewLink = (filter: OverviewFilter) => paths.overview.link(filterQuery(filter));

/** The server reads the overview's filter and the figure's criterion with the same SQL. */
export function listLink(filter: OverviewFilter, criterion: Partial<DonationFilter>): string {
  return paths.donationList.link(filterQuery({ ...filter, ...criterion }));
}

export function filterInput(filter: OverviewFilter) {
  return { ...filter };
}

/** The server's CSV already carries its BOM. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type MapGroup = (typeof MAP_STATUS_GROUPS)[number];

/** Each group is also said in words (title, legend). */
export const GROUP_COLOURS: Record<MapGroup, { fill: string; text: string }> = {
  waiting: { fill: '#f2c14e', text: '#1f2933' },
  open: { fill: '#1d4e89', text: '#ffffff' },
  done: { fill: '#0b6146', text: '#ffffff' },
  closed: { fill: '#6b7280', text: '#ffffff' },
};

/** The earliest group on a tie. */
export function dominantGroup(counts: Record<MapGroup, number>): MapGroup {
  return MAP_STATUS_GROUPS.reduce(
    (best, group) => (counts[group] > counts[best] ? group : best),
    MAP_STATUS_GROUPS[0],
  );
}
