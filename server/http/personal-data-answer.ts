import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

const marker: MiddlewareHandler = async (_c, next) => {
  await next();
};

/** Never kept for an idempotent replay, so a resend is checked and logged like any read. */
export const answersPersonalData = (): MiddlewareHandler => marker;

export function matchedRouteAnswersPersonalData(c: Context): boolean {
  return matchedRoutes(c).some(
    (entry) => entry.method === c.req.method && entry.handler === marker,
  );
}
