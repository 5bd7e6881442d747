import type { Db } from '../../db/db.ts';

/** Leaders by CPF digits → user id (only users whose role is leader). */
export async function leaderIdsByLogin(db: Db, logins: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; login: string }>(
    "SELECT id, login FROM users WHERE role = 'leader' AND login = ANY($1::text[])",
    [logins],
  );
  return new Map(rows.map((row) => [row.login, row.id]));
}

export async function existingSiteIds(db: Db, siteIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ site_id: number }>('SELECT site_id FROM sites WHERE site_id = ANY($1::int[])', [siteIds]);
  return new Set(rows.map((row) => Number(row.site_id)));
}
