import { Hono } from 'hono';
import * as v from 'valibot';
import type { CurrentLeaderReport, LeaderReport } from '#contract/leader-reports.ts';
import { awayCommandSchema } from '#contract/leader-writes.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { currentReport, recordReport } from './leader-reports.ts';
import { judgedAt } from '#contract/leader-gates.ts';

export function leaderReportsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/leader/reports', requireRole('leader'), async (c) => {
    const { kind, recordedAt } = v.parse(awayCommandSchema, await readJsonObject(c.req.raw));
    const at = judgedAt(recordedAt, deps.now());
    const report = await recordReport(deps.db, c.var.user.id, kind, at);
    // Made before something she said later, it is recorded as ended: nothing is open to show.
    return report ? c.json(report satisfies LeaderReport, 201) : c.body(null, 204);
  });

  app.get('/leader/reports/current', requireRole('leader'), async (c) =>
    c.json({ report: await currentReport(deps.db, c.var.user.id) } satisfies CurrentLeaderReport),
  );

  return app;
}
