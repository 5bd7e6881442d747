import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Db } from '../db/db.ts';
import { messages } from '../http/errors.ts';
import type { ServerMetrics } from './server-metrics.ts';
import { sampleGauges } from './sampled-gauges.ts';

export interface MetricsDeps {
  db: Db;
  metrics: ServerMetrics;
}

async function exposition(c: Context, deps: MetricsDeps): Promise<Response> {
  await sampleGauges(deps.db, deps.metrics);
  return c.body(await deps.metrics.registry.metrics(), 200, {
    'Content-Type': deps.metrics.registry.contentType,
    'Cache-Control': 'no-store',
  });
}

export function metricsApp(deps: MetricsDeps): Hono {
  const app = new Hono();
  app.get('/metrics', (c) => exposition(c, deps));
  return app;
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 404 otherwise, as if absent. */
export function tokenMetricsRoutes(deps: MetricsDeps, token: string): Hono {
  const app = new Hono();
  app.get('/metrics', (c) => {
    const sent = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
    if (!sameToken(sent, token)) return c.json({ message: messages.notFound }, 404);
    return exposition(c, deps);
  });
  return app;
}
