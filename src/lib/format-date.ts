import { formatDateAndTime } from './format-date-and-time.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

export { APP_TIME_ZONE };

/** No date library on any route: the browser's own Intl. */

/** An instant (ISO-8601, UTC) as its day in São Paulo. */
export function formatDate(iso: string): string {
  return formatDateAndTime(iso).date;
}

export function formatTime(iso: string): string {
  return formatDateAndTime(iso).time;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Not an instant, so no time zone conversion. */
export function formatDateOnly(date: string): string {
  const match = DATE_ONLY.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
