import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

const CODE_TTL_MS = 5 * 60 * 1000;

/** Only their SHA-256 is stored, so a database copy grants nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = () => randomBytes(32).toString('base64url');

export interface CodeGrant {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  scope: string;
  authTime: Date;
}

export async function createAuthCode(db: Db, grant: CodeGrant, now: Date): Promise<string> {
  const code = randomToken();
  await db.query(
    `INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, code_challenge, scope, expires_at, auth_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256(code),
      grant.userId,
      grant.clientId,
      grant.redirectUri,
      grant.codeChallenge,
      grant.scope,
      new Date(now.getTime() + CODE_TTL_MS),
      grant.authTime,
    ],
  );
  return code;
}

/** Single use: the code is taken out whether or not it has expired. */
export async function consumeAuthCode(db: Db, code: string, now: Date): Promise<CodeGrant | null> {
  const [row] = await db.query<{
    user_id: string;
    client_id: string;
    redirect_uri: string;
    code_challenge: string | null;
    scope: string;
    expires_at: Date;
    auth_time: Date | null;
  }>(
    'DELETE FROM auth_codes WHERE code = $1 RETURNING user_id, client_id, redirect_uri, code_challenge, scope, expires_at, auth_time',
    [sha256(code)],
  );
  await db.query('DELETE FROM auth_codes WHERE expires_at < $1', [now]);
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return {
    userId: row.user_id,
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    codeChallenge: row.code_challenge,
    scope: row.scope,
    // A code made before auth_time was kept is minutes old at most.
    authTime: new Date(row.auth_time ?? now),
  };
}

export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
