import type { Db } from '../../db/db.ts';
import { toIso, toIsoRequired } from '../../shared/timestamps.ts';

/** Once: a repeat keeps the first acceptance time. */
export async function acceptCommitment(db: Db, userId: string, now: Date): Promise<string> {
  await db.query(
    'INSERT INTO commitments (user_id, accepted_at) VALUES ($1, $2::timestamptz) ON CONFLICT (user_id) DO NOTHING',
    [userId, now.toISOString()],
  );
  return toIsoRequired(await acceptedAt(db, userId));
}

async function acceptedAt(db: Db, userId: string): Promise<unknown> {
  const [row] = await db.query<{ accepted_at: unknown }>(
    'SELECT accepted_at FROM commitments WHERE user_id = $1',
    [userId],
  );
  return row?.accepted_at ?? null;
}

export async function commitmentOf(db: Db, userId: string): Promise<string | null> {
  return toIso(await acceptedAt(db, userId));
}

export async function recordChecklist(db: Db, userId: string, now: Date): Promise<string> {
  const [row] = await db.query<{ created_at: unknown }>(
    'INSERT INTO checklists (user_id, created_at) VALUES ($1, $2::timestamptz) RETURNING created_at',
    [userId, now.toISOString()],
  );
  return toIsoRequired(row?.created_at);
}
