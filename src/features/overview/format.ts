import { APP_TIME_ZONE } from '#contract/time-zone.ts';

/** pt-BR numbers and dates for the overview (Intl, São Paulo time): 1.234, 45%, 24/11/2026, 14h32. */
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 0,
});
const dayMonthYear = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
});
const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const count = (n: number) => integer.format(n);
export const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : percentFormat.format(part / whole);
/** A calendar day YYYY-MM-DD as dd/MM/yyyy (never shifted by a time zone). */
export const day = (calendarDay: string) =>
  dayMonthYear.format(new Date(`${calendarDay}T00:00:00Z`));
export const shortDay = (calendarDay: string) =>
  dayMonth.format(new Date(`${calendarDay}T00:00:00Z`));
/** HHhMM of an instant in São Paulo. */
export const time = (iso: string) => clock.format(new Date(iso)).replace(':', 'h');
export const dateAndTime = (iso: string) =>
  dateTime.format(new Date(iso)).replace(',', '').replace(':', 'h');
/** An age in hours: '5 h', or '3 dias e 2 h' past a day. */
export function hours(h: number): string {
  if (h < 24) return `${count(h)} h`;
  const days = Math.floor(h / 24);
  const rest = h % 24;
  return `${days === 1 ? '1 dia' : `${count(days)} dias`}${rest > 0 ? ` e ${rest} h` : ''}`;
}
