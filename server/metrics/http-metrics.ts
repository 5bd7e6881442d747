import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENT_REPLAYED_HEADER } from '#contract/idempotency.ts';
import { answeringRoute } from '../request-log.ts';
import type { ServerMetrics } from './server-metrics.ts';

const THROTTLED_ROUTES = /^\/auth\//;

/** Reading the answer keeps the idempotency and sign-in code free of metrics. */
export function httpMetrics(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const stopTimer = metrics.requestSeconds.startTimer();
    await next();
    const route = answeringRoute(c);
    const { status } = c.res;
    stopTimer({ method: c.req.method, route });
    metrics.requests.inc({ method: c.req.method, route, status: String(status) });
    if (c.res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')
      metrics.idempotencyReplays.inc({ route });
    if (status === 429 && THROTTLED_ROUTES.test(route)) metrics.signInThrottled.inc({ route });
  };
}
