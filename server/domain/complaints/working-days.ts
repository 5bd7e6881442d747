import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

const holidays = new Holidays('BR', { timezone: APP_TIME_ZONE });
const CLOSED_TYPES = new Set(['public', 'bank']);

function isWorkingDay(day: DateTime): boolean {
  if (day.weekday > 5) return false;
  const found = holidays.isHoliday(day.set({ hour: 12 }).toJSDate());
  return !(found && found.some((holiday) => CLOSED_TYPES.has(holiday.type)));
}

/**
 * A complaint received on a Friday with 2 working days is due by the end of Tuesday, whatever the
 * hour.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let day = DateTime.fromJSDate(from, { zone: APP_TIME_ZONE }).startOf('day');
  for (let counted = 0; counted < days;) {
    day = day.plus({ days: 1 });
    if (isWorkingDay(day)) counted += 1;
  }
  return day.plus({ days: 1 }).toJSDate();
}
