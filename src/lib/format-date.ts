import { DateTime } from 'luxon';
import { APP_TIME_ZONE } from './time-zone';

export { APP_TIME_ZONE };

function inSaoPaulo(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(APP_TIME_ZONE);
}

/** dd/MM/yyyy of an instant (ISO-8601, UTC) as a day in São Paulo. */
export function formatDate(iso: string): string {
  return inSaoPaulo(iso).toFormat('dd/MM/yyyy');
}

/** HHhMM of an instant in São Paulo, e.g. 14h05. */
export function formatTime(iso: string): string {
  return inSaoPaulo(iso).toFormat("HH'h'mm");
}

/**
 * dd/MM/yyyy of a calendar date written YYYY-MM-DD. It is a day, not an instant: no time zone
 * conversion (converting it is what made the original show the day after).
 */
export function formatDateOnly(date: string): string {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  return day.isValid ? day.toFormat('dd/MM/yyyy') : date;
}
