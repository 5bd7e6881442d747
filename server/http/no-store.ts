import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer that does not set its own: API answers and the
 * identity provider's pages carry personal data and tokens, which no browser or proxy may keep.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
