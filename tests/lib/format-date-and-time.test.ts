import { describe, expect, it } from 'vitest';
import { formatDate, formatDateOnly, formatTime } from '#src/lib/format-date.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';

describe("dates and times in São Paulo, with the browser's Intl", () => {
  it.each([
    ['2026-11-22T02:05:00.000Z', '21/11/2026', '23h05'],
    ['2026-01-01T12:30:00.000Z', '01/01/2026', '09h30'],
    ['2026-06-15T23:59:00Z', '15/06/2026', '20h59'],
    ['2026-03-09T03:00:00.000Z', '09/03/2026', '00h00'],
  ])('reads %s as %s %s', (iso, date, time) => {
    expect(formatDateAndTime(iso)).toEqual({ date, time });
    expect(formatDate(iso)).toBe(date);
    expect(formatTime(iso)).toBe(time);
  });

  it('shows a calendar day as it is, without moving it to another time zone', () => {
    expect(formatDateOnly('2026-11-21')).toBe('21/11/2026');
    expect(formatDateOnly('21/11/2026')).toBe('21/11/2026');
  });

  it('shows what is not an instant as it came instead of failing', () => {
    expect(formatDate('ontem')).toBe('ontem');
  });
});
