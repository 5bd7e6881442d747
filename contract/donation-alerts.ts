import * as v from 'valibot';
import { anomalySchema } from './anomalies.ts';
import { isDonationId } from './donation-id.ts';

/** How many donations one GET /donations/alerts may ask about: a screenful of table rows, with room. */
export const ALERTS_MAX_IDS = 100;

export const donationAlertsMessages = {
  ids: `Informe de 1 a ${ALERTS_MAX_IDS} códigos de doação, separados por vírgula.`,
} as const;

/** The `ids` query of GET /donations/alerts: donation codes separated by commas. */
export const donationAlertsQuerySchema = v.pipe(
  v.string(donationAlertsMessages.ids),
  v.transform((text) => [...new Set(text.split(',').map((id) => id.trim().toUpperCase()).filter((id) => id !== ''))]),
  v.minLength(1, donationAlertsMessages.ids),
  v.maxLength(ALERTS_MAX_IDS, donationAlertsMessages.ids),
  v.check((ids) => ids.every(isDonationId), donationAlertsMessages.ids),
);

/**
 * GET /donations/alerts?ids=…: each asked donation's anomaly flags (docs/product.md R10.3), for
 * the rows of the desk table on screen. Flags are computed per donation; the whole list at once
 * would compare every delivery photo with every other.
 */
export const donationAlertsSchema = v.object({
  alerts: v.array(v.object({ donationId: v.string(), anomalies: v.array(anomalySchema) })),
});
export type DonationAlerts = v.InferOutput<typeof donationAlertsSchema>;
