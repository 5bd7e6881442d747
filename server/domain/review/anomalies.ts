import type { Db } from '../../db/db.ts';
import {
  ANOMALY_KINDS,
  ANOMALY_TEXTS,
  type Anomaly,
  type AnomalyKind,
} from '#contract/anomalies.ts';
import type { Role } from '#contract/session.ts';
import { ANOMALY_SQL } from '../donations/anomaly-sql.ts';
import { ANOMALY_SUBJECTS } from './anomaly-subjects.ts';

/** 'symptoms' is health data (LGPD art. 11): other staff read only that she is unavailable. */
const seesAwayReason = (viewer: Role | null) => viewer === 'admin' || viewer === 'leader';

export async function findAnomalies(
  db: Db,
  donationId: string,
  viewer: Role | null,
): Promise<Anomaly[]> {
  const [row] = await db.query<Record<AnomalyKind, boolean>>(
    `SELECT ${ANOMALY_COLUMNS} FROM donations d WHERE d.donation_id = $1`,
    [donationId],
  );
  return Promise.all(
    anomalyList(row).map(async (anomaly) => {
      const subjects = (await ANOMALY_SUBJECTS[anomaly.kind]?.(db, donationId)) ?? [];
      return {
        ...anomaly,
        subjects: seesAwayReason(viewer)
          ? subjects
          : subjects.map((subject) => ({ ...subject, report: null })),
      };
    }),
  );
}

export function anomalyList(row: Partial<Record<AnomalyKind, boolean>> | undefined): Anomaly[] {
  return ANOMALY_KINDS.filter((kind) => row?.[kind] === true).map((kind) => ({
    kind,
    text: ANOMALY_TEXTS[kind],
    subjects: [],
  }));
}

export const ANOMALY_COLUMNS = ANOMALY_KINDS.map(
  (kind) => `${ANOMALY_SQL[kind]} AS "${kind}"`,
).join(', ');
