import { randomInt } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { Account } from '#contract/accounts.ts';
import type { Role } from '#contract/session.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { revokeAllRefreshTokens } from '../../identity/refresh-tokens.ts';
import { AttemptThrottle } from '../../identity/attempt-throttle.ts';
import { toIso } from '../shared/timestamps.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { loginMatches, openLogin } from '../../identity/user-accounts.ts';
import { setPasswordExpiry } from '../../identity/password-change-tickets.ts';

/** Letters and digits nobody misreads over the phone (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** `k7mq-2xpt-9dfa`: about 59 bits, read out in three groups. */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}

interface AccountRow {
  id: string;
  login_enc: string;
  name: string;
  role: Role | null;
  last_reset: unknown;
}

/** The account of a CPF (11 digits), found by its keyed hash, with its last reset; null when there is none. */
export async function findAccount(
  db: Db,
  protection: DataProtection,
  login: string,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT u.id, u.login_enc, u.name, u.role,
            (SELECT max(r.created_at) FROM password_resets r WHERE r.user_id = u.id) AS last_reset
       FROM users u WHERE ${loginMatches('u.', '$1')}`,
    [protection.hashes('cpf', login)],
  );
  if (!row) return null;
  return {
    id: row.id,
    login: openLogin(protection, row.id, row.login_enc),
    name: row.name,
    role: row.role,
    lastReset: toIso(row.last_reset),
  };
}

/**
 * Gives the account a one-time temporary password: stored only as its hash, marked to be changed
 * at the next sign-in, recorded with who reset it and when. Every session of the account ends
 * (its refresh tokens are revoked, as a password change does), and a lock from failed attempts
 * is lifted, so the person can sign in with it at once.
 */
export async function resetPassword(
  db: Db,
  protection: DataProtection,
  account: Account,
  resetBy: string,
  now: Date,
): Promise<string> {
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET password_hash = $1, must_change_password = true, password_changed_at = $3,
              password_expires_at = $4 WHERE id = $2`,
      [hash, account.id, now, setPasswordExpiry(now)],
    );
    await tx.query(
      'INSERT INTO password_resets (user_id, reset_by, created_at) VALUES ($1, $2, $3)',
      [account.id, resetBy, now],
    );
    await revokeAllRefreshTokens(tx, account.id);
  });
  await new AttemptThrottle(db).released(protection.hash('cpf', account.login));
  return password;
}
