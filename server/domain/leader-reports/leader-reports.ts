import type { Db } from '../../db/db.ts';
import type { LeaderReport, LeaderReportKind } from '#contract/leader-reports.ts';
import { toIso, toIsoRequired } from '../../shared/timestamps.ts';

export async function currentReport(db: Db, leaderId: string): Promise<LeaderReport | null> {
  const [report] = await db.query<{ id: string; kind: LeaderReportKind; created_at: unknown }>(
    `SELECT id, kind, created_at FROM leader_reports
      WHERE leader_id = $1 AND resolved_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    [leaderId],
  );
  if (!report) return null;
  const donations = await db.query<{ donation_id: string }>(
    'SELECT donation_id FROM leader_report_donations WHERE report_id = $1 ORDER BY donation_id',
    [report.id],
  );
  return {
    kind: report.kind,
    createdAt: toIsoRequired(report.created_at),
    donationIds: donations.map((row) => row.donation_id),
  };
}

/**
 * A report of the same reason still open is the same report (a second tap, a resend). One made on
 * the phone before a health declaration or another report that reached the server first is kept
 * as ended by it: what she said later stands. Answers the report open after it, if any.
 */
export async function recordReport(
  db: Db,
  leaderId: string,
  kind: LeaderReportKind,
  at: Date,
): Promise<LeaderReport | null> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [leaderId]);
    const [later] = await tx.query<{ at: unknown }>(
      `SELECT least(
         (SELECT min(created_at) FROM checklists WHERE user_id = $1 AND created_at > $2::timestamptz),
         (SELECT min(created_at) FROM leader_reports WHERE leader_id = $1 AND created_at > $2::timestamptz)
       ) AS at`,
      [leaderId, at.toISOString()],
    );
    const endedAt = toIso(later?.at);
    if (endedAt === null) {
      const [open] = await tx.query<{ kind: LeaderReportKind }>(
        'SELECT kind FROM leader_reports WHERE leader_id = $1 AND resolved_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1',
        [leaderId],
      );
      if (open?.kind === kind) return;
      await resolveReports(tx, leaderId, at);
    }
    const [report] = await tx.query<{ id: string }>(
      'INSERT INTO leader_reports (leader_id, kind, created_at, resolved_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [leaderId, kind, at.toISOString(), endedAt],
    );
    await tx.query(
      `INSERT INTO leader_report_donations (report_id, donation_id)
       SELECT $1, donation_id FROM donations WHERE leader_id = $2 AND status BETWEEN 1 AND 3`,
      [report?.id, leaderId],
    );
  });
  return currentReport(db, leaderId);
}

export async function resolveReports(db: Db, leaderId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE leader_reports SET resolved_at = $2 WHERE leader_id = $1 AND resolved_at IS NULL',
    [leaderId, now.toISOString()],
  );
}

/** 'symptoms' is health data; an open report stays while she is away: staff need the flag. */
export async function deleteEndedReports(db: Db, now: Date, days: number): Promise<number> {
  const deleted = await db.query(
    `DELETE FROM leader_reports
      WHERE resolved_at IS NOT NULL AND resolved_at <= $1::timestamptz - make_interval(days => $2)
      RETURNING id`,
    [now.toISOString(), days],
  );
  return deleted.length;
}
