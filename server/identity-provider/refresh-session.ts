import type { Db } from '../db/db.ts';
import type { IssuedTokens, TokenIssuer, TokenSubject } from '../identity/token-issuer.ts';
import { DEFAULT_SCOPE } from './oauth-params.ts';
import { rotateRefreshToken, type RefreshLifetimes } from '../identity/refresh-tokens.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { findAccountById } from '../identity/user-accounts.ts';

export interface RefreshedSession extends IssuedTokens {
  refreshToken: string;
}

export interface RefreshRequest {
  refreshToken: string;
  clientId: string;
  now: Date;
  lifetimes: RefreshLifetimes;
}

export async function refreshSession(
  db: Db,
  issuer: TokenIssuer,
  protection: DataProtection,
  request: RefreshRequest,
): Promise<RefreshedSession | null> {
  const rotated = await rotateRefreshToken(
    db,
    request.refreshToken,
    request.clientId,
    request.now,
    request.lifetimes,
  );
  if (!rotated) return null;
  const user: TokenSubject | null = await findAccountById(db, protection, rotated.userId);
  if (!user) return null;
  const grant = {
    scope: DEFAULT_SCOPE,
    sid: rotated.familyId,
    ...(rotated.authTime !== null ? { authTime: rotated.authTime } : {}),
  };
  return { ...(await issuer.issue(user, grant)), refreshToken: rotated.refreshToken };
}
