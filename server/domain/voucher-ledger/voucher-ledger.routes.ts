import { Hono } from 'hono';
import * as v from 'valibot';
import { resolveVoucherSchema, type VoucherTimeline } from '#contract/voucher-events.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { voucherTimeline, resolveVoucher } from './voucher-timeline.ts';

export function voucherLedgerRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The timeline names the voucher whole, which readonly never reads (decision 187).
  app.get('/cards/:voucherId/timeline', requireRole('admin'), async (c) =>
    c.json(
      (await voucherTimeline(deps.db, c.req.param('voucherId').trim())) satisfies VoucherTimeline,
    ),
  );

  app.post('/cards/:voucherId/resolve', requireRole('admin'), async (c) => {
    const { reason } = v.parse(resolveVoucherSchema, await readJsonObject(c.req.raw));
    const voucherId = c.req.param('voucherId').trim();
    await resolveVoucher(deps.db, voucherId, c.var.user.id, reason, deps.now());
    return c.json((await voucherTimeline(deps.db, voucherId)) satisfies VoucherTimeline);
  });

  return app;
}
