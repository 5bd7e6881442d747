import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';

describe('a date and time without luxon', () => {
  it.each(['2026-11-22T02:05:00.000Z', '2026-01-01T12:30:00.000Z', '2026-06-15T23:59:00.000Z'])(
    'reads %s as São Paulo day and HHhMM, like the luxon formatter the screens use',
    (iso) => {
      expect(formatDateAndTime(iso)).toEqual({ date: formatDate(iso), time: formatTime(iso) });
    },
  );
  it('is the day before in São Paulo for an instant just after midnight UTC', () => {
    expect(formatDateAndTime('2026-11-22T02:05:00.000Z')).toEqual({ date: '21/11/2026', time: '23h05' });
  });
});
