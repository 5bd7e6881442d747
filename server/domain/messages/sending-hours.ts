import { DateTime } from 'luxon';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

/** Hours of the day in the charity's time zone: [from, to). */
export interface SendingHours {
  from: number;
  to: number;
}

const local = (at: Date) => DateTime.fromJSDate(at, { zone: APP_TIME_ZONE });

/** A message due at night waits for the morning. */
export function nextSendingTime(at: Date, hours: SendingHours): Date {
  const here = local(at);
  if (here.hour >= hours.from && here.hour < hours.to) return at;
  const day = here.hour < hours.from ? here : here.plus({ days: 1 });
  return day.set({ hour: hours.from, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

export function nextMorning(at: Date, hours: SendingHours): Date {
  return local(at)
    .plus({ days: 1 })
    .set({ hour: hours.from, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();
}

export function startOfLocalDay(at: Date): Date {
  return local(at).startOf('day').toJSDate();
}
