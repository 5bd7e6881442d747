import { APP_TIME_ZONE } from '#contract/time-zone.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day (YYYY-MM-DD) of an instant. */
export function saoPauloDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** A calendar day moved by `days` (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
