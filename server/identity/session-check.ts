import type { Db } from '../db/db.ts';
import type { Role } from '#contract/session.ts';
import type { VerifiedToken } from './token-verifier.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { ACCOUNT_COLUMNS, loginMatches, openAccount, type AccountRow } from './user-accounts.ts';

/**
 * A `/files` link stops working once its session ends
 * (docs/decisions/062-file-links-held-by-a-session.md).
 */
export interface FileLinkHolder {
  userId: string;
  sessionId?: string;
  tokenIssuedAt: number;
}

/** Checked in the query that loads the user, so no revocation waits for a cache (decision 061). */

export interface SessionUser {
  id: string;
  login: string;
  name: string;
  email: string;
  role: Role | null;
  password_hash: string;
}

type Row = AccountRow & {
  password_hash: string;
  password_changed_at: Date | null;
  disabled_at: Date | null;
  session_revoked: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The login and e-mail are selected sealed and opened only in stillValid.
const SELECT = `
  SELECT ${ACCOUNT_COLUMNS.split(', ')
    .map((column) => `u.${column}`)
    .join(', ')}, u.password_hash, u.password_changed_at, u.disabled_at,
         EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2::uuid AND r.revoked) AS session_revoked
    FROM users u`;

function stillValid(
  protection: DataProtection,
  row: Row | undefined,
  token: VerifiedToken,
): SessionUser | null {
  // A disabled account speaks for no one, whatever tokens are still about.
  if (!row || row.session_revoked || row.disabled_at !== null) return null;
  // iat has whole seconds: a token of the same second as the change counts as after it.
  if (
    row.password_changed_at !== null &&
    token.issuedAt < Math.floor(new Date(row.password_changed_at).getTime() / 1000)
  )
    return null;
  return { ...openAccount(protection, row), password_hash: row.password_hash };
}

export async function userOfToken(
  db: Db,
  protection: DataProtection,
  token: VerifiedToken,
): Promise<SessionUser | null> {
  if (!UUID.test(token.sub)) return null;
  if (token.sid !== undefined && !UUID.test(token.sid)) return null;
  const [row] = await db.query<Row>(`${SELECT} WHERE u.id = $1`, [token.sub, token.sid ?? null]);
  return stillValid(protection, row, token);
}

/** A real Cognito pool's subs are not our ids: found by the username's keyed hash. */
export async function userOfPoolToken(
  db: Db,
  protection: DataProtection,
  token: VerifiedToken,
): Promise<SessionUser | null> {
  if (!token.username || !/^\d{11}$/.test(token.username)) return null;
  const [row] = await db.query<Row>(`${SELECT} WHERE ${loginMatches('u.', '$3')}`, [
    null,
    null,
    protection.hashes('cpf', token.username),
  ]);
  return stillValid(protection, row, token);
}

export async function linkHolderSignedIn(
  db: Db,
  protection: DataProtection,
  holder: FileLinkHolder,
): Promise<boolean> {
  const token: VerifiedToken = {
    sub: holder.userId,
    tokenUse: 'access',
    issuedAt: holder.tokenIssuedAt,
  };
  if (holder.sessionId !== undefined) token.sid = holder.sessionId;
  return (await userOfToken(db, protection, token)) !== null;
}
