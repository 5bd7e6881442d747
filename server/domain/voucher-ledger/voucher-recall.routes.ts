import { Hono } from 'hono';
import type { RecallAnswer } from '#contract/voucher-recall.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { requireRole } from '../../http/require-role.ts';
import { recallVouchers } from './voucher-recall.ts';

export function voucherRecallRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/cards/:voucherId/recall', requireRole('admin'), async (c) => {
    const voucherId = c.req.param('voucherId').trim();
    const recalled = await recallVouchers(deps.db, { voucherId }, c.var.user.id, deps.now());
    return c.json({ recalled } satisfies RecallAnswer);
  });

  app.post('/donations/:donationId/recall', requireRole('admin'), async (c) => {
    const donationId = c.req.param('donationId').trim();
    const recalled = await recallVouchers(deps.db, { donationId }, c.var.user.id, deps.now());
    return c.json({ recalled } satisfies RecallAnswer);
  });

  return app;
}
