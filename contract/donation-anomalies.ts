import * as v from 'valibot';
import { anomalySchema } from './anomalies.ts';

/** How many donations one GET /donations/alerts may ask about: a screenful of table rows, with room. */
export const ANOMALIES_MAX_IDS = 100;

/**
 * GET /donations/alerts?ids=…: each asked donation's anomaly flags (docs/product.md R10.3), for
 * the rows of the desk table on screen. Flags are computed per donation; the whole list at once
 * would compare every delivery photo with every other.
 */
export const donationAnomaliesSchema = v.object({
  alerts: v.array(v.object({ donationId: v.string(), anomalies: v.array(anomalySchema) })),
});
export type DonationAnomalies = v.InferOutput<typeof donationAnomaliesSchema>;
