import { Hono } from 'hono';
import type { FileLink } from '#contract/file-link.ts';
import type { VoucherList } from '#contract/vouchers.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { requireRole } from '../../http/require-role.ts';
import { findDonationFor } from '../donations/donation-queries.ts';
import { findVoucherFor, listVouchers } from './voucher-queries.ts';

/** Vouchers (cards) of a donation and the link to a delivery photo. */
export function vouchersRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const anyRole = requireRole('admin', 'leader', 'readonly');

  app.get('/vouchers', anyRole, async (c) => {
    const donationId = (c.req.query('donationId') ?? '').trim();
    if (donationId === '') throw badRequest('Informe a doação (donationId).');
    const donation = await findDonationFor(deps.db, c.var.user, donationId);
    return c.json({ vouchers: await listVouchers(deps.db, donation.donationId) } satisfies VoucherList);
  });

  app.get('/voucher/:id/url', anyRole, async (c) => {
    const voucher = await findVoucherFor(deps.db, c.var.user, c.req.param('id'));
    if (voucher.photo_file_id === null) throw notFound('Este cartão não tem foto de entrega.');
    return c.json({ url: await deps.files.signedUrl(voucher.photo_file_id) } satisfies FileLink);
  });

  return app;
}
