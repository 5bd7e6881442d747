import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

/** The marker itself: a route that carries it answers someone's personal data. */
const marker: MiddlewareHandler = async (_c, next) => {
  await next();
};

/**
 * Marks a route whose answer holds a person's data whole (a revealed CPF, a data subject's
 * record, an account, the access log). Such an answer is never kept for an `Idempotency-Key`
 * replay: a resend runs the route again, so it is checked, logged and erased like any read
 * (server/http/idempotency/idempotent-writes.ts).
 */
export const answersPersonalData = (): MiddlewareHandler => marker;

/** Whether the route serving this request carries the marker. */
export function matchedRouteAnswersPersonalData(c: Context): boolean {
  return matchedRoutes(c).some(
    (entry) => entry.method === c.req.method && entry.handler === marker,
  );
}
