import { Hono } from 'hono';
import type { Db } from './db/db.ts';

export interface Readiness {
  accepting: boolean;
}

/**
 * /readyz: the database answers and it is not shutting down; a load balancer sends traffic only
 * then.
 */
export function healthRoutes(deps: { db: Db; readiness: Readiness }): Hono {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ ok: true }, 200, noStore));
  app.get('/readyz', async (c) => {
    if (!deps.readiness.accepting)
      return c.json({ ok: false, reason: 'shutting down' }, 503, noStore);
    try {
      await deps.db.query('SELECT 1');
      return c.json({ ok: true }, 200, noStore);
    } catch {
      return c.json({ ok: false, reason: 'database' }, 503, noStore);
    }
  });
  return app;
}
