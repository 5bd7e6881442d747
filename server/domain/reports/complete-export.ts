import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';

export interface CompleteExportExpiry {
  reportId: string;
}

/** Downloads check the expiry as well, should the job be late. */
export async function expireCompleteExport(deps: { db: Db; files: FileStore }, reportId: string, now: Date): Promise<boolean> {
  const [row] = await deps.db.query<{ complete_file_id: string }>(
    `UPDATE reports r SET complete_file_id = NULL
       FROM (SELECT id, complete_file_id FROM reports WHERE id = $1 FOR UPDATE) old
      WHERE r.id = old.id AND old.complete_file_id IS NOT NULL AND r.complete_expires_at <= $2
      RETURNING old.complete_file_id`,
    [reportId, now.toISOString()],
  );
  if (!row) return false;
  await deps.files.remove(row.complete_file_id);
  return true;
}

export async function expireCompleteExports(deps: { db: Db; files: FileStore }, now: Date): Promise<number> {
  const rows = await deps.db.query<{ id: string }>(
    'SELECT id FROM reports WHERE complete_file_id IS NOT NULL AND complete_expires_at <= $1',
    [now.toISOString()],
  );
  let expired = 0;
  for (const row of rows) if (await expireCompleteExport(deps, row.id, now)) expired += 1;
  return expired;
}
