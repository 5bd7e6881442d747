import { formatDate, formatTime } from '#src/lib/format-date.ts';

/**
 * A short line telling apart events of one type: the payload's plain values, breadth first,
 * without tokens; instants written as São Paulo date and time; files as 'arquivo'.
 */

const MAX_VALUES = 6;
const LOOKS_LIKE_INSTANT = 1e12;

function valueText(value: unknown): string | null {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (value <= LOOKS_LIKE_INSTANT) return String(value);
    const iso = new Date(value).toISOString();
    return `${formatDate(iso)} ${formatTime(iso)}`;
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.length <= 24 ? value : null;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return 'arquivo';
  return null;
}

export function payloadSummary(event: object): string {
  const parts: string[] = [];
  const queue: [string, unknown][] = Object.entries(event).filter(
    ([key]) => key !== 'type' && key !== 'actorId',
  );
  while (queue.length > 0 && parts.length < MAX_VALUES) {
    const [key, value] = queue.shift()!;
    if (/token/i.test(key)) continue;
    const text = valueText(value);
    if (text !== null) parts.push(key === 'output' ? text : `${key}: ${text}`);
    else if (
      value &&
      typeof value === 'object' &&
      !(typeof Blob !== 'undefined' && value instanceof Blob)
    ) {
      queue.push(...Object.entries(value));
    }
  }
  return parts.join(', ');
}
