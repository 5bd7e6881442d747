import * as v from 'valibot';
import { anomalySchema } from './anomalies.ts';
import { auditEntrySchema } from './donation-audit.ts';
import { deliveryProofSchema } from './delivery-proof.ts';

/**
 * A voucher of this donation delivered to a family (same CPF, by its keyed hash) who had already
 * received one within the duplicate window: the earlier delivery, to open. No personal data.
 */
export const earlierDeliverySchema = v.object({
  voucherId: v.string(),
  otherDonationId: v.string(),
  otherVoucherId: v.string(),
  /** What addresses the other voucher in routes (decision 187). */
  otherKey: v.string(),
  otherDelivered: v.string(),
  otherLeaderName: v.string(),
});
export type EarlierDelivery = v.InferOutput<typeof earlierDeliverySchema>;

/** GET /donations/{id}/review: what an admin checks after the fact. Leaders get their own donations'. */
export const donationReviewSchema = v.object({
  proof: deliveryProofSchema,
  anomalies: v.array(anomalySchema),
  audit: v.array(auditEntrySchema),
  /** Behind the 'Família já atendida neste período' flag (staff only; empty for leaders). */
  earlierDeliveries: v.optional(v.array(earlierDeliverySchema), []),
  /**
   * How long the person asking may still undo the closing they just made (ms, by the server's
   * clock when it answered); null when there is nothing they may undo.
   */
  undoWithinMs: v.nullable(v.number()),
});
export type DonationReview = v.InferOutput<typeof donationReviewSchema>;
