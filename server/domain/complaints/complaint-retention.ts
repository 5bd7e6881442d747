import type { Db } from '../../db/db.ts';

/** Category, stage, dates, channel and links stay, so counts still add up. */
export async function anonymiseComplaints(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const done = await tx.query<{ id: string }>(
      `UPDATE complaints SET description_enc = NULL, receipt_code = NULL, contact_phone_enc = NULL,
              contact_phone_hash = NULL, public_answer = NULL, anonymised_at = $2
        WHERE id = ANY($1::uuid[]) AND anonymised_at IS NULL RETURNING id`,
      [ids, now],
    );
    await tx.query(
      `UPDATE complaint_history SET note = NULL, public_answer = NULL
        WHERE complaint_id = ANY($1::uuid[]) AND (note IS NOT NULL OR public_answer IS NOT NULL)`,
      [ids],
    );
    return done.length;
  });
}

export async function anonymiseExpiredComplaints(db: Db, now: Date, days: number): Promise<number> {
  const expired = await db.query<{ id: string }>(
    `SELECT id FROM complaints
      WHERE anonymised_at IS NULL AND created_at <= $1::timestamptz - make_interval(days => $2)`,
    [now, days],
  );
  return anonymiseComplaints(
    db,
    expired.map((row) => row.id),
    now,
  );
}
