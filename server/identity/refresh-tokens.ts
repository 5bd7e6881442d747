import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { randomToken, sha256 } from './auth-grants.ts';

/**
 * A used token shown again means two parties hold it: the family is revoked, except a lost answer's
 * repeat.
 */

export interface RefreshLifetimes {
  idleMs: number;
  maxMs: number;
}

export interface RotatedToken {
  userId: string;
  refreshToken: string;
  familyId: string;
  authTime: number | null;
}

export const LOST_ANSWER_GRACE_MS = 60_000;

type TokenRow = {
  user_id: string;
  family_id: string;
  family_expires_at: Date;
  auth_time: Date | null;
};

const seconds = (date: Date | null) =>
  date === null ? null : Math.floor(new Date(date).getTime() / 1000);

/** An HMAC, so the stored SHA-256 of the token does not give the key. */
const wrapKey = (token: string) =>
  createHmac('sha256', token).update('cestas refresh successor v1').digest();

/** Only hashes are stored; the successor kept for a repeat is wrapped under the presented token. */
function wrapSuccessor(presented: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrapKey(presented), iv);
  const sealed = Buffer.concat([
    cipher.update(successor, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

function unwrapSuccessor(presented: string, wrapped: string): string | null {
  const [iv, sealed] = wrapped.split('.');
  if (!iv || !sealed) return null;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      wrapKey(presented),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

function expiryOf(now: Date, familyExpiresAt: Date, lifetimes: RefreshLifetimes): Date {
  return new Date(Math.min(now.getTime() + lifetimes.idleMs, familyExpiresAt.getTime()));
}

export async function startRefreshFamily(
  db: Db,
  start: { userId: string; clientId: string; authTime: Date | null },
  now: Date,
  lifetimes: RefreshLifetimes,
): Promise<RotatedToken> {
  const token = randomToken();
  const familyExpiresAt = new Date(now.getTime() + lifetimes.maxMs);
  const [row] = await db.query<{ family_id: string }>(
    `INSERT INTO refresh_tokens (token_hash, user_id, client_id, family_expires_at, expires_at, auth_time)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING family_id`,
    [
      sha256(token),
      start.userId,
      start.clientId,
      familyExpiresAt,
      expiryOf(now, familyExpiresAt, lifetimes),
      start.authTime,
    ],
  );
  return {
    userId: start.userId,
    refreshToken: token,
    familyId: row!.family_id,
    authTime: seconds(start.authTime),
  };
}

/** A reuse revokes the whole family; a repeat within the grace gets the same next token. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  clientId: string,
  now: Date,
  lifetimes: RefreshLifetimes,
): Promise<RotatedToken | null> {
  const successor = randomToken();
  return db.transaction(async (tx) => {
    // One statement marks it used and keeps its successor, so two concurrent refreshes cannot both
    // rotate it.
    const [used] = await tx.query<TokenRow>(
      `UPDATE refresh_tokens SET used_at = $3, successor_wrapped = $4
       WHERE token_hash = $1 AND client_id = $2 AND used_at IS NULL AND NOT revoked AND expires_at > $3
       RETURNING user_id, family_id, family_expires_at, auth_time`,
      [sha256(token), clientId, now, wrapSuccessor(token, successor)],
    );
    if (used) {
      const familyExpiresAt = new Date(used.family_expires_at);
      await tx.query(
        `INSERT INTO refresh_tokens (token_hash, user_id, client_id, family_id, family_expires_at, expires_at, auth_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          sha256(successor),
          used.user_id,
          clientId,
          used.family_id,
          familyExpiresAt,
          expiryOf(now, familyExpiresAt, lifetimes),
          used.auth_time,
        ],
      );
      return {
        userId: used.user_id,
        refreshToken: successor,
        familyId: used.family_id,
        authTime: seconds(used.auth_time),
      };
    }
    const repeated = await lostAnswerRepeat(tx, token, clientId, now);
    if (repeated) return repeated;
    await tx.query(
      `UPDATE refresh_tokens SET revoked = true
       WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND client_id = $2 AND used_at IS NOT NULL)`,
      [sha256(token), clientId],
    );
    return null;
  });
}

async function lostAnswerRepeat(
  db: Db,
  token: string,
  clientId: string,
  now: Date,
): Promise<RotatedToken | null> {
  const [row] = await db.query<TokenRow & { successor_wrapped: string | null }>(
    `SELECT t.user_id, t.family_id, t.family_expires_at, t.auth_time, t.successor_wrapped FROM refresh_tokens t
     WHERE t.token_hash = $1 AND t.client_id = $2 AND NOT t.revoked AND t.used_at IS NOT NULL AND t.used_at > $3
       AND t.family_expires_at > $4
       AND NOT EXISTS (SELECT 1 FROM refresh_tokens later WHERE later.family_id = t.family_id AND later.used_at > t.used_at)`,
    [sha256(token), clientId, new Date(now.getTime() - LOST_ANSWER_GRACE_MS), now],
  );
  const successor = row?.successor_wrapped ? unwrapSuccessor(token, row.successor_wrapped) : null;
  if (!row || successor === null) return null;
  return {
    userId: row.user_id,
    refreshToken: successor,
    familyId: row.family_id,
    authTime: seconds(row.auth_time),
  };
}

/** Unknown tokens are ignored (RFC 7009). */
export async function revokeRefreshFamily(db: Db, token: string, clientId: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked = true
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND client_id = $2)`,
    [sha256(token), clientId],
  );
}

export async function revokeAllRefreshTokens(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked = true WHERE user_id = $1 AND NOT revoked', [
    userId,
  ]);
}
