import { randomInt } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { Account } from '#contract/accounts.ts';
import type { Role } from '#contract/session.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { revokeAllRefreshTokens } from '../../identity/refresh-tokens.ts';
import { AttemptThrottle } from '../../identity/attempt-throttle.ts';
import { toIso, toIsoRequired } from '../../shared/timestamps.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { loginMatches, openLogin } from '../../identity/user-accounts.ts';
import { setPasswordExpiry } from '../../identity/password-change-tickets.ts';
import { recordAccess, type AccessActor } from '../access-log/record-access.ts';
import { accountNote } from './account-end.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const RESET_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

/** About 59 bits, read out in three groups. */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}

interface AccountRow {
  id: string;
  login_enc: string | null;
  name: string;
  role: Role | null;
  last_reset: unknown;
  disabled_at: unknown;
  requested_by: string | null;
  requested_at: unknown;
}

/** Null for an anonymised account: it has no CPF left to find it by. */
export async function findAccount(
  db: Db,
  protection: DataProtection,
  login: string,
  now: Date,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT u.id, u.login_enc, u.name, u.role, u.disabled_at,
            (SELECT max(r.created_at) FROM password_resets r WHERE r.user_id = u.id) AS last_reset,
            asker.name AS requested_by, q.created_at AS requested_at
       FROM users u
       LEFT JOIN password_reset_requests q ON q.user_id = u.id AND q.created_at > $2::timestamptz
       LEFT JOIN users asker ON asker.id = q.requested_by
      WHERE ${loginMatches('u.', '$1')}`,
    [protection.hashes('cpf', login), new Date(now.getTime() - RESET_REQUEST_TTL_MS)],
  );
  if (!row) return null;
  return {
    id: row.id,
    login: openLogin(protection, row.id, row.login_enc),
    name: row.name,
    role: row.role,
    lastReset: toIso(row.last_reset),
    disabledAt: toIso(row.disabled_at),
    resetRequest:
      row.requested_by === null
        ? null
        : { requestedBy: row.requested_by, at: toIsoRequired(row.requested_at) },
  };
}

export interface ResetInput {
  account: Account;
  actor: AccessActor & { id: string };
  now: Date;
}

/** Two admins: an admin who could reset another's and read the password could act as them. */
export async function askOrConfirmAdminReset(
  db: Db,
  input: ResetInput,
): Promise<'asked' | 'confirmed' | 'waiting'> {
  return db.transaction(async (tx) => {
    const [open] = await tx.query<{ requested_by: string }>(
      `SELECT requested_by FROM password_reset_requests
        WHERE user_id = $1 AND created_at > $2::timestamptz FOR UPDATE`,
      [input.account.id, new Date(input.now.getTime() - RESET_REQUEST_TTL_MS)],
    );
    if (open?.requested_by === input.actor.id) return 'waiting';
    if (open) {
      await tx.query('DELETE FROM password_reset_requests WHERE user_id = $1', [input.account.id]);
      return 'confirmed';
    }
    await tx.query(
      `INSERT INTO password_reset_requests (user_id, requested_by, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET requested_by = EXCLUDED.requested_by, created_at = EXCLUDED.created_at`,
      [input.account.id, input.actor.id, input.now],
    );
    await recordAccess(tx, input.actor, input.now, [
      { action: 'password_reset_requested', detail: accountNote(input.account.login) },
    ]);
    return 'asked';
  });
}

export async function resetPassword(
  db: Db,
  protection: DataProtection,
  input: ResetInput,
): Promise<string> {
  const { account, actor, now } = input;
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
      [account.id, actor.id, now],
    );
    await revokeAllRefreshTokens(tx, account.id);
    await recordAccess(tx, actor, now, [
      { action: 'password_reset', detail: accountNote(account.login) },
    ]);
  });
  await new AttemptThrottle(db).released(protection.hash('cpf', account.login));
  return password;
}
