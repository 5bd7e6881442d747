import * as v from 'valibot';
import { anomalySchema } from './anomalies.ts';
import { auditEntrySchema } from './donation-audit.ts';
import { deliveryProofSchema } from './delivery-proof.ts';

/** GET /donations/{id}/review: what an admin checks after the fact. Leaders get their own donations'. */
export const donationReviewSchema = v.object({
  proof: deliveryProofSchema,
  anomalies: v.array(anomalySchema),
  audit: v.array(auditEntrySchema),
  /**
   * How long the person asking may still undo the closing they just made (ms, by the server's
   * clock when it answered); null when there is nothing they may undo.
   */
  undoWithinMs: v.nullable(v.number()),
});
export type DonationReview = v.InferOutput<typeof donationReviewSchema>;
