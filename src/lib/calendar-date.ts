import { isCalendarDate } from '#contract/calendar-date.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The same calendar day one year later; 29 February becomes 28 February. */
export function oneYearAfter(date: string): string {
  const match = DATE_ONLY.exec(date);
  if (!match) return date;
  const year = Number(match[1]) + 1;
  const month = match[2]!;
  const day =
    month === '02' && match[3] === '29' && !isCalendarDate(`${year}-02-29`) ? '28' : match[3]!;
  return `${year}-${month}-${day}`;
}

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInSaoPaulo(now: Date = new Date()): string {
  return saoPauloDay.format(now);
}
