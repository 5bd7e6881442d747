import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Behind one trusted proxy (TRUST_PROXY=true), the last X-Forwarded-For hop, the one it appended.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last.slice(0, 64);
  }
  // Not served by @hono/node-server (app.request in a test): no socket to ask.
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
