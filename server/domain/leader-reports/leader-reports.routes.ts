import { Hono } from 'hono';
import * as v from 'valibot';
import type { CurrentLeaderReport, LeaderReport } from '#contract/leader-reports.ts';
import { awayCommandSchema } from '#contract/leader-writes.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { currentReport, recordReport } from './leader-reports.ts';

export function leaderReportsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/leader/reports', requireRole('leader'), async (c) => {
    const { kind } = v.parse(awayCommandSchema, await readJsonObject(c.req.raw));
    return c.json(
      (await recordReport(deps.db, c.var.user.id, kind, deps.now())) satisfies LeaderReport,
      201,
    );
  });

  app.get('/leader/reports/current', requireRole('leader'), async (c) =>
    c.json({ report: await currentReport(deps.db, c.var.user.id) } satisfies CurrentLeaderReport),
  );

  return app;
}
