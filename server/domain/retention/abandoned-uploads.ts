import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import { describeForLog, log } from '../../log.ts';

/** A younger file may still be on its way to its row. */
const ABANDONED_AFTER_DAYS = 1;

/** A day by the run's clock and the database's: a clock ahead never takes a file being loaded. */
export async function removeAbandonedUploads(
  deps: { db: Db; files: FileStore },
  now: Date,
): Promise<number> {
  const abandoned = await deps.db.query<{ id: string }>(
    `SELECT f.id FROM files f
      WHERE f.content_type = 'text/csv' AND f.created_at < $1::timestamptz - make_interval(days => $2)
        AND f.created_at < now() - make_interval(days => $2)
        AND NOT EXISTS (SELECT 1 FROM loads l WHERE l.file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.file_id = f.id OR r.complete_file_id = f.id)
      LIMIT 1000`,
    [now.toISOString(), ABANDONED_AFTER_DAYS],
  );
  let removed = 0;
  for (const { id } of abandoned) {
    try {
      await deps.files.remove(id);
      removed += 1;
    } catch (error) {
      log.warn('abandoned upload not removed yet', { fileId: id, error: describeForLog(error) });
    }
  }
  return removed;
}
