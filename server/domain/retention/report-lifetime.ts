import type { Db } from '../../db/db.ts';

/** A report still being built is left to its job: it reads the data as it is when it runs. */
async function deleteReports(tx: Db, which: string, params: unknown[], now: Date): Promise<number> {
  params.push(now.toISOString());
  const [row] = await tx.query<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM reports WHERE id IN (${which}) AND status <> 1 RETURNING id, file_id, complete_file_id
     ), subjects AS (
       DELETE FROM report_subjects WHERE report_id IN (SELECT id FROM gone)
     ), files AS (
       INSERT INTO file_removals (file_id, queued_at)
       SELECT f.id, $${params.length}::timestamptz FROM gone, unnest(ARRAY[gone.file_id, gone.complete_file_id]) AS f(id)
        WHERE f.id IS NOT NULL
       ON CONFLICT DO NOTHING
     )
     SELECT count(*)::int AS deleted FROM gone`,
    params,
  );
  return row?.deleted ?? 0;
}

/**
 * A report made before would still give an anonymised family's name and position to whoever
 * downloads it.
 */
export function deleteReportsHolding(
  tx: Db,
  voucherIds: readonly string[],
  now: Date,
): Promise<number> {
  return deleteReports(
    tx,
    'SELECT report_id FROM report_subjects WHERE voucher_id = ANY($1::text[])',
    [voucherIds],
    now,
  );
}

/** A report is for now, not an archive. */
export function deleteOldReports(db: Db, now: Date, days: number): Promise<number> {
  return db.transaction((tx) =>
    deleteReports(
      tx,
      'SELECT id FROM reports WHERE created_at <= $1::timestamptz - make_interval(days => $2)',
      [now.toISOString(), days],
      now,
    ),
  );
}
