import type { MiddlewareHandler } from 'hono';

/**
 * API answers and the provider's pages carry personal data and tokens no browser or proxy may keep.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
