import * as v from 'valibot';
import { ALERTS_MAX_IDS } from './donation-alerts.ts';
import { isDonationId } from './donation-id.ts';

export const donationAlertsMessages = {
  ids: `Informe de 1 a ${ALERTS_MAX_IDS} códigos de doação, separados por vírgula.`,
} as const;

/** The `ids` query of GET /donations/alerts: donation codes separated by commas. */
export const donationAlertsQuerySchema = v.pipe(
  v.string(donationAlertsMessages.ids),
  v.transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter((id) => id !== ''),
    ),
  ]),
  v.minLength(1, donationAlertsMessages.ids),
  v.maxLength(ALERTS_MAX_IDS, donationAlertsMessages.ids),
  v.check((ids) => ids.every(isDonationId), donationAlertsMessages.ids),
);
