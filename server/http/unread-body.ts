import type { Context } from 'hono';

/**
 * `Connection: close` for an answer given while the caller is still sending a body nobody read
 * (a 401 before the token is known, a 403 before the route's role check lets it in): kept alive,
 * Node would read and discard the rest of that upload, up to 25 MB, to reuse the connection.
 */
export function closeIfBodyUnread(c: Context): Record<string, string> | undefined {
  const length = c.req.header('content-length');
  const sendsBody =
    (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  return sendsBody && !c.req.raw.bodyUsed ? { Connection: 'close' } : undefined;
}
