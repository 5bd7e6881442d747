import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { userIdsByLogin } from '../../identity/user-accounts.ts';

export function leaderIdsByLogin(
  db: Db,
  protection: DataProtection,
  logins: readonly string[],
): Promise<Map<string, string>> {
  return userIdsByLogin(db, protection, logins, 'leader');
}

export async function existingSiteIds(db: Db, siteIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ site_id: number }>(
    'SELECT site_id FROM sites WHERE site_id = ANY($1::int[])',
    [siteIds],
  );
  return new Set(rows.map((row) => Number(row.site_id)));
}
