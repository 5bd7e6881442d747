import * as v from 'valibot';
import { ANOMALIES_MAX_IDS } from './donation-anomalies.ts';
import { isDonationId } from './donation-id.ts';

export const donationAnomaliesMessages = {
  ids: `Informe de 1 a ${ANOMALIES_MAX_IDS} códigos de doação, separados por vírgula.`,
} as const;

/** The `ids` query of GET /donations/alerts: donation codes separated by commas. */
export const donationAnomaliesQuerySchema = v.pipe(
  v.string(donationAnomaliesMessages.ids),
  v.transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter((id) => id !== ''),
    ),
  ]),
  v.minLength(1, donationAnomaliesMessages.ids),
  v.maxLength(ANOMALIES_MAX_IDS, donationAnomaliesMessages.ids),
  v.check((ids) => ids.every(isDonationId), donationAnomaliesMessages.ids),
);
