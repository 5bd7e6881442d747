import { APP_TIME_ZONE } from './time-zone';

/**
 * dd/MM/yyyy and HHhMM of an instant in São Paulo with the browser's own Intl, for the few texts
 * every signed-in screen can show (the offline notice): luxon (about 20 KB) stays in the routes
 * that format many dates, out of the shell every route loads.
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

export function formatSavedAt(iso: string): { date: string; time: string } {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}h${part.minute}` };
}
