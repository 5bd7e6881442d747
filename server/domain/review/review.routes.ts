import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  closeDonationSchema,
  reopenDonationSchema,
  transferDonationSchema,
} from '#contract/donation-audit.ts';
import type { DonationReview } from '#contract/donation-review.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { requestActor } from '../../http/request-actor.ts';
import { recordAccess } from '../access-log/record-access.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { findDonationFor } from '../donations/donation-queries.ts';
import { findAnomalies } from './anomalies.ts';
import {
  closeDonation,
  listAuditEntries,
  reopenDonation,
  transferDonation,
  undoClosing,
  undoWithinMs,
} from './donation-audit.ts';
import { findDeliveryProof } from './delivery-proof.ts';
import { findEarlierDeliveries } from './earlier-deliveries.ts';
import { hideVoucherNumber } from '../../privacy/identifier-masks.ts';
import type { Role } from '#contract/session.ts';
import type { DonationAnomalies } from '#contract/donation-anomalies.ts';
import type { AnomalyKind } from '#contract/anomalies.ts';
import { donationAnomaliesQuerySchema } from '#contract/donation-anomalies-query.ts';
import { listAnomalies } from './list-anomalies.ts';

const FAMILY_ANOMALIES: ReadonlySet<AnomalyKind> = new Set([
  'farDelivery',
  'reusedPhoto',
  'familyServedTwice',
  'familyNotReceived',
]);

/**
 * A leader never reads where families were found, the flags about families, or another leader's
 * delivery.
 */
async function reviewOf(
  deps: AppDeps,
  donationId: string,
  user: { id: string; role: Role | null },
): Promise<DonationReview> {
  const staff = user.role === 'admin' || user.role === 'readonly';
  const [proof, anomalies, audit, undoWithin, earlierDeliveries] = await Promise.all([
    findDeliveryProof(deps.db, donationId),
    findAnomalies(deps.db, donationId, user.role),
    listAuditEntries(deps.db, donationId),
    undoWithinMs(deps.db, donationId, user.id, deps.now()),
    staff ? findEarlierDeliveries(deps.db, donationId, user.role) : [],
  ]);
  const whole = user.role !== 'readonly';
  const shownNumber = (id: string | null) => (id === null || whole ? id : hideVoucherNumber(id));
  return {
    proof: staff
      ? {
          ...proof,
          deliveries: proof.deliveries.map((d) => ({ ...d, voucherId: shownNumber(d.voucherId)! })),
        }
      : { ...proof, deliveries: [] },
    anomalies: (staff ? anomalies : anomalies.filter((a) => !FAMILY_ANOMALIES.has(a.kind))).map(
      (anomaly) => ({
        ...anomaly,
        subjects: anomaly.subjects.map((subject) => ({
          ...subject,
          voucherId: shownNumber(subject.voucherId),
          otherVoucherId: shownNumber(subject.otherVoucherId),
        })),
      }),
    ),
    audit,
    undoWithinMs: undoWithin,
    earlierDeliveries,
  };
}

async function recordPositionsRead(
  deps: AppDeps,
  c: Context<AppEnv>,
  review: DonationReview,
  donationId: string,
): Promise<void> {
  const positions = review.proof.deliveries.length;
  if (positions === 0) return;
  await recordAccess(deps.db, requestActor(c, deps.config.trustProxy), deps.now(), [
    {
      action: 'positions_viewed',
      donationId,
      detail: `${positions} ${positions === 1 ? 'posição de entrega' : 'posições de entrega'}`,
    },
  ]);
}

export function reviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const answerReview = async (c: Context<AppEnv>, donationId: string) => {
    const review = await reviewOf(deps, donationId, c.var.user);
    await recordPositionsRead(deps, c, review, donationId);
    return c.json(review satisfies DonationReview);
  };

  app.get('/donations/alerts', requireRole('admin', 'readonly'), async (c) => {
    const ids = v.parse(donationAnomaliesQuerySchema, c.req.query('ids') ?? '');
    return c.json({ alerts: await listAnomalies(deps.db, ids) } satisfies DonationAnomalies);
  });

  app.get('/donations/:id/review', requireRole('admin', 'leader', 'readonly'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    return answerReview(c, donation.donationId);
  });

  app.post('/donations/:id/close', requireRole('admin'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const input = v.parse(closeDonationSchema, await readJsonObject(c.req.raw));
    await closeDonation(deps.db, donation.donationId, c.var.user.id, input, deps.now());
    return answerReview(c, donation.donationId);
  });

  app.post('/donations/:id/close/undo', requireRole('admin'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    await undoClosing(deps.db, donation.donationId, c.var.user.id, deps.now());
    return answerReview(c, donation.donationId);
  });

  app.post('/donations/:id/reopen', requireRole('admin'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const { reason } = v.parse(reopenDonationSchema, await readJsonObject(c.req.raw));
    await reopenDonation(deps.db, donation.donationId, c.var.user.id, reason, deps.now());
    return answerReview(c, donation.donationId);
  });

  app.post('/donations/:id/transfer', requireRole('admin'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const input = v.parse(transferDonationSchema, await readJsonObject(c.req.raw));
    await transferDonation(deps.db, donation.donationId, c.var.user.id, input, deps.now());
    return answerReview(c, donation.donationId);
  });

  return app;
}
