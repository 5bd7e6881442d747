import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

/** The marker itself: a route that carries it answers someone's personal data. */
const marker: MiddlewareHandler = async (_c, next) => {
  await next();
};

/**
 * Marks a route whose answer holds a person's data whole: never kept for an idempotent replay, so
 * a resend is checked and logged like any read.
 */
export const answersPersonalData = (): MiddlewareHandler => marker;

/** Whether the route serving this request carries the marker. */
export function matchedRouteAnswersPersonalData(c: Context): boolean {
  return matchedRoutes(c).some(
    (entry) => entry.method === c.req.method && entry.handler === marker,
  );
}
