import type { Db } from '../../db/db.ts';
import type { AnomalyKind } from '#contract/anomalies.ts';
import type { DonationAnomalies } from '#contract/donation-anomalies.ts';
import { ANOMALY_COLUMNS, anomalyList } from './anomalies.ts';

export async function listAnomalies(
  db: Db,
  donationIds: readonly string[],
): Promise<DonationAnomalies['alerts']> {
  const rows = await db.query<Record<AnomalyKind, boolean> & { donation_id: string }>(
    `SELECT d.donation_id, ${ANOMALY_COLUMNS} FROM donations d WHERE d.donation_id = ANY($1::text[]) ORDER BY d.donation_id`,
    [donationIds],
  );
  return rows.map((row) => ({ donationId: row.donation_id, anomalies: anomalyList(row) }));
}
