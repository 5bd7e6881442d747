import type { Db } from '../db/db.ts';
import { randomToken, sha256 } from './auth-grants.ts';

/**
 * Refresh tokens rotate: a sign-in starts a family, and every refresh uses its token up and
 * hands out the next one of the same family. A used token presented again means two parties
 * hold it (one of them stole it), so the whole family is revoked and both must sign in again.
 * Only SHA-256 hashes are stored.
 */

export interface RefreshLifetimes {
  /** A token unused for this long expires. */
  idleMs: number;
  /** No token of a family outlives the sign-in that started it by more than this. */
  maxMs: number;
}

async function insertToken(
  db: Db,
  row: { userId: string; clientId: string; familyId: string | null; familyExpiresAt: Date; expiresAt: Date },
): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, user_id, client_id, family_id, family_expires_at, expires_at)
     VALUES ($1, $2, $3, COALESCE($4::uuid, gen_random_uuid()), $5, $6)`,
    [sha256(token), row.userId, row.clientId, row.familyId, row.familyExpiresAt, row.expiresAt],
  );
  return token;
}

/** The first refresh token of a new sign-in. */
export function startRefreshFamily(db: Db, userId: string, clientId: string, now: Date, lifetimes: RefreshLifetimes): Promise<string> {
  const familyExpiresAt = new Date(now.getTime() + lifetimes.maxMs);
  const expiresAt = new Date(Math.min(now.getTime() + lifetimes.idleMs, familyExpiresAt.getTime()));
  return insertToken(db, { userId, clientId, familyId: null, familyExpiresAt, expiresAt });
}

/**
 * Uses `token` up and returns its user with the family's next token; null when the token is
 * unknown, expired, revoked or already used (a reuse also revokes the whole family).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  clientId: string,
  now: Date,
  lifetimes: RefreshLifetimes,
): Promise<{ userId: string; refreshToken: string } | null> {
  // One statement marks it used, so two concurrent refreshes cannot both succeed.
  const [used] = await db.query<{ user_id: string; family_id: string; family_expires_at: Date }>(
    `UPDATE refresh_tokens SET used_at = $3
     WHERE token_hash = $1 AND client_id = $2 AND used_at IS NULL AND NOT revoked AND expires_at > $3
     RETURNING user_id, family_id, family_expires_at`,
    [sha256(token), clientId, now],
  );
  if (!used) {
    const retried = await lostAnswerRetry(db, token, clientId, now);
    if (retried) return nextInFamily(db, retried, clientId, now, lifetimes);
    await db.query(
      `UPDATE refresh_tokens SET revoked = true
       WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND client_id = $2 AND used_at IS NOT NULL)`,
      [sha256(token), clientId],
    );
    return null;
  }
  return nextInFamily(db, used, clientId, now, lifetimes);
}

type UsedToken = { user_id: string; family_id: string; family_expires_at: Date };

async function nextInFamily(db: Db, used: UsedToken, clientId: string, now: Date, lifetimes: RefreshLifetimes) {
  const familyExpiresAt = new Date(used.family_expires_at);
  const expiresAt = new Date(Math.min(now.getTime() + lifetimes.idleMs, familyExpiresAt.getTime()));
  const refreshToken = await insertToken(db, { userId: used.user_id, clientId, familyId: used.family_id, familyExpiresAt, expiresAt });
  return { userId: used.user_id, refreshToken };
}

/** How long a refresh whose answer never arrived may be repeated with the same token. */
export const LOST_ANSWER_GRACE_MS = 60_000;

/**
 * A leader on weak data, or one who reloads while a refresh is on its way, sends a token the
 * server has just used up, and never received the next one. That is not a theft when it comes
 * within a minute and the family has not moved on since (no later token of it was used): the
 * refresh is answered again, like the reuse interval of Auth0 or Okta's grace period.
 */
async function lostAnswerRetry(db: Db, token: string, clientId: string, now: Date): Promise<UsedToken | null> {
  const [row] = await db.query<UsedToken>(
    `SELECT t.user_id, t.family_id, t.family_expires_at FROM refresh_tokens t
     WHERE t.token_hash = $1 AND t.client_id = $2 AND NOT t.revoked AND t.used_at IS NOT NULL AND t.used_at > $3
       AND t.family_expires_at > $4
       AND NOT EXISTS (SELECT 1 FROM refresh_tokens later WHERE later.family_id = t.family_id AND later.used_at > t.used_at)`,
    [sha256(token), clientId, new Date(now.getTime() - LOST_ANSWER_GRACE_MS), now],
  );
  return row ?? null;
}

/** Sign-out: the token's whole family stops working. Unknown tokens are ignored (RFC 7009). */
export async function revokeRefreshFamily(db: Db, token: string, clientId: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked = true
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND client_id = $2)`,
    [sha256(token), clientId],
  );
}

/** A password change: every session of the user, on every device, must sign in again. */
export async function revokeAllRefreshTokens(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked = true WHERE user_id = $1 AND NOT revoked', [userId]);
}
