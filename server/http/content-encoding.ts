import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type ContentEncoding = 'br' | 'gzip';
const preference: readonly ContentEncoding[] = ['br', 'gzip'];

/** Browsers list gzip first with equal weight, so ties go to our preference, not header order. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = parseAccept(acceptEncoding);
  const weightOf = (encoding: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ??
    accepted.find((entry) => entry.type === '*')?.q ??
    0;
  let best: { encoding: ContentEncoding; q: number } | null = null;
  for (const encoding of preference) {
    const q = weightOf(encoding);
    if (q > 0 && (best === null || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

export function varyOnAcceptEncoding(current: string | null | undefined): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
