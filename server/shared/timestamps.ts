export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toIsoRequired(value: unknown): string {
  const iso = toIso(value);
  if (iso === null) throw new Error('Expected a timestamp from the database');
  return iso;
}

export const HOUR_MS = 60 * 60 * 1000;

export const DELIVERY_WINDOW_MS = 24 * HOUR_MS;

import { APP_TIME_ZONE } from '#contract/time-zone.ts';

const ptBrDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ptBrDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatDateTimePtBr(iso: string | null): string {
  return iso === null ? '' : ptBrDateTime.format(new Date(iso)).replace(',', '');
}

export function formatDateOnlyPtBr(dateOnly: string | null): string {
  if (dateOnly === null) return '';
  const [y, m, d] = dateOnly.split('-');
  return `${d}/${m}/${y}`;
}

export function formatDayPtBr(iso: string): string {
  return ptBrDate.format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function saoPauloDay(instant: Date): string {
  return dayFormat.format(instant);
}
