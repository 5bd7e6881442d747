import { formatDateAndTime } from './format-date-and-time.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

export { APP_TIME_ZONE };

/**
 * Display formatting with the browser's own Intl (format-date-and-time.ts): no date library on
 * any route (luxon was 21 KB gzip on every screen that shows a date).
 */

/** dd/MM/yyyy of an instant (ISO-8601, UTC) as a day in São Paulo. */
export function formatDate(iso: string): string {
  return formatDateAndTime(iso).date;
}

/** HHhMM of an instant in São Paulo, e.g. 14h05. */
export function formatTime(iso: string): string {
  return formatDateAndTime(iso).time;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/MM/yyyy of a calendar date written YYYY-MM-DD. It is a day, not an instant: no time zone
 * conversion (converting it is what made the original show the day after).
 */
export function formatDateOnly(date: string): string {
  const match = DATE_ONLY.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
