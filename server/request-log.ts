import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { log } from './log.ts';

/** Middleware, the 404s and the app's pages all end in `*`. */
export function answeringRoute(c: Context): string {
  const specific = matchedRoutes(c).filter((route) => !route.path.endsWith('*'));
  return specific.at(-1)?.path ?? '/*';
}

/** The route pattern, never the path itself, which may carry an id or a CPF. */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      route: answeringRoute(c),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
