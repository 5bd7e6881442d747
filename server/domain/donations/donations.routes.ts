import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { countFilterCriteria, receivedDonationFilterSchema } from '#contract/donation-filter.ts';
import {
  newDonationSchema,
  type Donation,
  type DonationDetails,
  type DonationList,
  type DonationSearch,
} from '#contract/donations.ts';
import type { FileLink } from '#contract/file-link.ts';
import { leaderGateMessages, type LeaderGateRefusal } from '#contract/leader-gates.ts';
import {
  deliveryCommandSchema,
  deliveryInput,
  receiptCommandSchema,
  receiptInput,
} from '#contract/leader-writes.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { readJsonObject, readMultipart } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { uploadLimit } from '../../http/upload-limit.ts';
import { endDonation, receiveDonation, recordDelivery } from './donation-actions.ts';
import { searchDonations } from './donation-search.ts';
import { checkFilterFor } from './donation-filter.ts';
import { freshSummary, readsOverviewSummary } from './summary-freshness.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { listPageOf } from '../../shared/list-page.ts';
import {
  findDonationFor,
  getDonationDetails,
  listDonationsFor,
  listedDonation,
} from './donation-queries.ts';
import { registerDonation } from './donation-register.ts';
import { closedGate } from '../session/leader-gates.ts';
import { judgedAt } from '#contract/leader-gates.ts';
import { PHOTO_MAX_BYTES } from '../../shared/upload-limits.ts';
import { commentsRead } from './voucher-view.ts';
import { recordAccess } from '../access-log/record-access.ts';
import { requestActor } from '../../http/request-actor.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import type { Role } from '#contract/session.ts';

const forViewer = (details: DonationDetails, role: Role | null): DonationDetails =>
  role === 'readonly' ? { ...details, leaderLogin: hideCpf(details.leaderLogin) ?? '' } : details;

export function donationsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const anyRole = requireRole('admin', 'leader', 'readonly');
  const leaderOnly = requireRole('leader');
  // A leader's write answers the donation as her list shows it when the phone asks for it
  // (Prefer: return=representation, RFC 7240), so her screens update from the answer.
  const written = async (c: Context<AppEnv>, donationId: string) =>
    /\breturn=representation\b/.test(c.req.header('Prefer') ?? '')
      ? c.json((await listedDonation(deps.db, c.var.user, donationId)) satisfies Donation)
      : c.body(null, 204);

  app.get('/donations', anyRole, async (c) =>
    c.json(
      (await listDonationsFor(
        deps.db,
        c.var.user,
        listPageOf(c.req.query(), LIST_PAGE_MAX.donations),
      )) satisfies DonationList,
    ),
  );

  // Readonly follows the overview's figures into the list; the filter form stays admin's.
  app.get('/filter/donation', requireRole('admin', 'readonly'), async (c) => {
    const repeatedIds = c.req.queries('listDonationId');
    const filter = v.parse(receivedDonationFilterSchema, {
      ...c.req.query(),
      listDonationId: repeatedIds?.join(','),
    });
    if (countFilterCriteria(filter) === 0)
      throw badRequest('Informe ao menos um critério de filtro.');
    checkFilterFor(c.var.user.role, filter);
    if (readsOverviewSummary(filter)) await freshSummary(deps);
    return c.json(
      (await searchDonations(
        deps.db,
        deps.protection,
        filter,
        deps.now(),
      )) satisfies DonationSearch,
    );
  });

  app.post('/donations', requireRole('admin'), async (c) => {
    const donation = v.parse(newDonationSchema, await readJsonObject(c.req.raw));
    await registerDonation(deps.db, deps.protection, donation, deps.now());
    return c.json(
      (await getDonationDetails(
        deps.db,
        deps.protection,
        donation.donationId,
        c.var.user.role,
      )) satisfies DonationDetails,
      201,
    );
  });

  app.get('/donations/:id/details', anyRole, async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const details = forViewer(
      await getDonationDetails(deps.db, deps.protection, donation.donationId, c.var.user.role),
      c.var.user.role,
    );
    await recordAccess(
      deps.db,
      requestActor(c, deps.config.trustProxy),
      deps.now(),
      commentsRead(donation.donationId, details.vouchers),
    );
    return c.json(details satisfies DonationDetails);
  });

  app.post('/donations/:id/receive', leaderOnly, uploadLimit(PHOTO_MAX_BYTES), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const form = await readMultipart(c.req.raw);
    const receipt = v.parse(receiptCommandSchema, receiptInput(form, donation.donationId));
    const refused = await gateRefusal(deps, c.var.user.id, receipt.recordedAt);
    if (refused) return c.json(refused, 403);
    await receiveDonation(deps, donation, receipt);
    return written(c, donation.donationId);
  });

  app.post('/donations/:id/donate', leaderOnly, uploadLimit(PHOTO_MAX_BYTES, 2), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const form = await readMultipart(c.req.raw);
    const delivery = v.parse(deliveryCommandSchema, deliveryInput(form, donation.donationId));
    const refused = await gateRefusal(deps, c.var.user.id, delivery.recordedAt);
    if (refused) return c.json(refused, 403);
    await recordDelivery(deps, donation, delivery);
    return written(c, donation.donationId);
  });

  app.post('/donations/:id/end', leaderOnly, async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    await endDonation(deps, donation);
    return written(c, donation.donationId);
  });

  // Staff only: the receipt photo stays with the team once it is sent.
  app.get('/donation/:id/url', requireRole('admin', 'readonly'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    if (donation.receiveFileId === null)
      throw notFound('Esta doação ainda não tem foto de recebimento.');
    return c.json({
      url: await deps.files.signedUrl(donation.receiveFileId, { holder: c.var.linkHolder }),
    } satisfies FileLink);
  });

  return app;
}

async function gateRefusal(
  deps: AppDeps,
  leaderId: string,
  recordedAt: string | null,
): Promise<LeaderGateRefusal | null> {
  const gate = await closedGate(deps.db, leaderId, judgedAt(recordedAt, deps.now()));
  return gate === null ? null : { message: leaderGateMessages[gate], gate };
}
