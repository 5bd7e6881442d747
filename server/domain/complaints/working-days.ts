import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

/**
 * Working days in Brazil: Monday to Friday, less the national holidays and the bank holidays
 * offices close for (Carnaval's Monday and Tuesday, Corpus Christi), from date-holidays' calendar.
 * Days are São Paulo calendar days (docs/product.md R9.18).
 */
const holidays = new Holidays('BR', { timezone: APP_TIME_ZONE });
const CLOSED_TYPES = new Set(['public', 'bank']);

function isWorkingDay(day: DateTime): boolean {
  if (day.weekday > 5) return false;
  const found = holidays.isHoliday(day.set({ hour: 12 }).toJSDate());
  return !(found && found.some((holiday) => CLOSED_TYPES.has(holiday.type)));
}

/**
 * The end of the `days`-th working day after the day of `from` (São Paulo): a complaint received
 * on a Friday with 2 working days is due by the end of Tuesday, whatever the hour it came in.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let day = DateTime.fromJSDate(from, { zone: APP_TIME_ZONE }).startOf('day');
  for (let counted = 0; counted < days;) {
    day = day.plus({ days: 1 });
    if (isWorkingDay(day)) counted += 1;
  }
  return day.plus({ days: 1 }).toJSDate();
}
