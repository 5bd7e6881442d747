import type { Context } from 'hono';

/** Kept alive, Node would read and discard the rest of that upload to reuse the connection. */
export function closeIfBodyUnread(c: Context): Record<string, string> | undefined {
  const length = c.req.header('content-length');
  const sendsBody =
    (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  return sendsBody && !c.req.raw.bodyUsed ? { Connection: 'close' } : undefined;
}
