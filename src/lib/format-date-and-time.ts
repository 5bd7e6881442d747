import { APP_TIME_ZONE } from '#contract/time-zone.ts';

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
  const instant = new Date(iso);
  // Not an instant: shown as it came rather than failing the screen.
  if (Number.isNaN(instant.getTime())) return { date: iso, time: '' };
  const part = Object.fromEntries(
    parts.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}h${part.minute}` };
}
