import { Hono } from 'hono';
import * as v from 'valibot';
import { closeDonationSchema } from '#contract/donation-audit.ts';
import type { DonationReview } from '#contract/donation-review.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { findDonationFor } from '../donations/donation-queries.ts';
import { findAnomalies } from './anomalies.ts';
import { closeDonation, listAuditEntries } from './donation-audit.ts';
import { findDeliveryProof } from './delivery-proof.ts';
import { findEarlierDeliveries } from './earlier-deliveries.ts';
import type { Role } from '#contract/session.ts';

async function reviewOf(deps: AppDeps, donationId: string, role: Role | null): Promise<DonationReview> {
  const [proof, anomalies, audit, earlierDeliveries] = await Promise.all([
    findDeliveryProof(deps.db, donationId),
    findAnomalies(deps.db, donationId),
    listAuditEntries(deps.db, donationId),
    // Another leader's delivery is none of a leader's business.
    role === 'leader' ? [] : findEarlierDeliveries(deps.db, donationId),
  ]);
  return { proof, anomalies, audit, earlierDeliveries };
}

/** After-the-fact review of a donation: delivery proof, anomaly flags, and closing as returned or lost. */
export function reviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Leaders read their own donations' review (the audit log read-only); findDonationFor enforces it.
  app.get('/donations/:id/review', requireRole('admin', 'leader', 'readonly'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    return c.json((await reviewOf(deps, donation.donationId, c.var.user.role)) satisfies DonationReview);
  });

  app.post('/donations/:id/close', requireRole('admin'), async (c) => {
    const donation = await findDonationFor(deps.db, c.var.user, c.req.param('id'));
    const input = v.parse(closeDonationSchema, await readJsonObject(c.req.raw));
    await closeDonation(deps.db, donation.donationId, c.var.user.id, input, deps.now());
    return c.json((await reviewOf(deps, donation.donationId, c.var.user.role)) satisfies DonationReview);
  });

  return app;
}
