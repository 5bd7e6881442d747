import * as v from 'valibot';
import { isCalendarDate } from './calendar-date.ts';

/** A calendar date YYYY-MM-DD; `message` says which date is wrong. */
export const calendarDateSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.check(isCalendarDate, message));
