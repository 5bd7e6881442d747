import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { requireRole } from '../../http/require-role.ts';
import { endDonation, receiveDonation, recordDelivery } from './donation-actions.ts';
import { criteriaCount, parseDonationFilter } from './donation-filter.ts';
import { searchDonations } from './donation-search.ts';
import { findDonationFor, getDonationDetails, listDonationsFor } from './donation-queries.ts';
import { parseNewDonation, registerDonation } from './donation-register.ts';
import { parseReceiveForm } from './receive-rules.ts';
import { readJsonObject, readMultipart } from '../shared/request-body.ts';
import { PHOTO_MAX_BYTES, uploadLimit } from '../shared/upload-limits.ts';
import { parseDeliveryForm } from '../vouchers/voucher-rules.ts';

/** Donations: lists, filter, registration, details, and the leader's receive → donate → end flow. */
export function donationsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const anyRole = requireRole('admin', 'leader', 'readonly');
  const leaderOnly = requireRole('leader');

  app.get('/donations', anyRole, async (c) => c.json({ donations: await listDonationsFor(deps.db, c.var.user) }));

  app.get('/filter/donation', requireRole('admin'), async (c) => {
    const repeatedIds = c.req.queries('listDonationId');
    const filter = parseDonationFilter({ ...c.req.query(), listDonationId: repeatedIds?.join(',') });
    if (criteriaCount(filter) === 0) throw badRequest('Informe ao menos um critério de filtro.');
    return c.json(await searchDonations(deps.db, filter));
  });

  app.post('/donations', requireRole('admin'), async (c) => {
    const donation = parseNewDonation(await readJsonObject(c.req.raw), deps.now());
    await registerDonation(deps.db, donation, deps.now());
    return c.json(await getDonationDetails(deps.db, donation.donationId), 201);
  });

  app.get('/donations/:id/details', anyRole, async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    return c.json(await getDonationDetails(deps.db, donation.donationId));
  });

  app.post('/donations/:id/receive', leaderOnly, uploadLimit(PHOTO_MAX_BYTES), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const input = parseReceiveForm(await readMultipart(c.req.raw));
    await receiveDonation(deps, donation, input);
    return c.body(null, 204);
  });

  // Two photos at most: the delivery photo and the optional invoice.
  app.post('/donations/:id/donate', leaderOnly, uploadLimit(PHOTO_MAX_BYTES, 2), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const input = parseDeliveryForm(await readMultipart(c.req.raw));
    await recordDelivery(deps, donation, input);
    return c.body(null, 204);
  });

  app.post('/donations/:id/end', leaderOnly, async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    await endDonation(deps, donation);
    return c.body(null, 204);
  });

  app.get('/donation/:id/url', anyRole, async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    if (donation.receiveFileId === null) throw notFound('Esta doação ainda não tem foto de recebimento.');
    return c.json({ url: await deps.files.signedUrl(donation.receiveFileId) });
  });

  return app;
}
