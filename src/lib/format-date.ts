import { formatDateAndTime } from './format-date-and-time.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

export { APP_TIME_ZONE };

/** Display formatting with the browser's own Intl: no date library on any route. */

/** dd/MM/yyyy of an instant (ISO-8601, UTC) as a day in São Paulo. */
export function formatDate(iso: string): string {
  return formatDateAndTime(iso).date;
}

export function formatTime(iso: string): string {
  return formatDateAndTime(iso).time;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** dd/MM/yyyy of a YYYY-MM-DD day: not an instant, so no time zone conversion. */
export function formatDateOnly(date: string): string {
  const match = DATE_ONLY.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
