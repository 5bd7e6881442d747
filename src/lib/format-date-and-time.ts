import { APP_TIME_ZONE } from './time-zone';

/**
 * dd/MM/yyyy and HHhMM of an instant in São Paulo with the browser's own Intl, for the few dates
 * shown outside the routes that format many (the offline notice, the draft notice, the filter's
 * package list): luxon (about 20 KB, `format-date.ts`) stays out of the code they load.
 */
const parts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateAndTime(iso: string): { date: string; time: string } {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}h${part.minute}` };
}
