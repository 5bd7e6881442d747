import { CHECKLIST_VALIDITY_MS, type LeaderGate } from '#contract/leader-gates.ts';
import type { Db } from '../../db/db.ts';

export async function closedGate(db: Db, leaderId: string, at: Date): Promise<LeaderGate | null> {
  const [row] = await db.query<{ terms: boolean; checklist: boolean; away: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM commitments WHERE user_id = $1) AS terms,
       EXISTS (SELECT 1 FROM checklists WHERE user_id = $1
                 AND created_at > $2::timestamptz - make_interval(secs => $3::double precision / 1000)
                 AND created_at <= $2::timestamptz) AS checklist,
       EXISTS (SELECT 1 FROM leader_reports WHERE leader_id = $1
                 AND created_at <= $2::timestamptz
                 AND (resolved_at IS NULL OR resolved_at > $2::timestamptz)) AS away`,
    [leaderId, at.toISOString(), CHECKLIST_VALIDITY_MS],
  );
  if (!row?.terms) return 'terms';
  if (row.away) return 'away';
  return row.checklist ? null : 'checklist';
}
