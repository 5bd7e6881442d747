import type { Db } from '../../db/db.ts';
import { revokeAllRefreshTokens } from '../../identity/refresh-tokens.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import { recordAccess, SERVER_ACTOR, type AccessActor } from '../access-log/record-access.ts';
import { conflict } from '../../shared/domain-error.ts';
import { accountMessages } from '#contract/account-request.ts';

/**
 * Disabled: every session ends, sign-in is refused. Anonymised by an admin, the person, or
 * retention.
 */

export const ANONYMISED_NAME = 'Anonimizado';

export const accountNote = (login: string, reason?: string) =>
  `Conta ${hideCpf(login) ?? ''}${reason ? `: ${reason}` : ''}`;

async function refuseLastAdmin(tx: Db, accountId: string): Promise<void> {
  // Locks the active admins' rows, so two admins disabling each other cannot both succeed.
  const admins = await tx.query<{ id: string }>(
    "SELECT id FROM users WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE",
  );
  if (admins.some((admin) => admin.id === accountId) && admins.length <= 1)
    throw conflict(accountMessages.lastAdmin);
}

export async function endAccess(tx: Db, accountId: string): Promise<void> {
  await revokeAllRefreshTokens(tx, accountId);
  await tx.query('DELETE FROM auth_codes WHERE user_id = $1', [accountId]);
  await tx.query('DELETE FROM password_change_tickets WHERE user_id = $1', [accountId]);
  await tx.query('DELETE FROM password_reset_requests WHERE user_id = $1', [accountId]);
}

export interface AccountChangeInput {
  account: { id: string; login: string };
  actor: AccessActor;
  reason: string;
  now: Date;
}

export async function disableAccount(db: Db, input: AccountChangeInput): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseLastAdmin(tx, input.account.id);
    const changed = await tx.query(
      'UPDATE users SET disabled_at = $2 WHERE id = $1 AND disabled_at IS NULL RETURNING id',
      [input.account.id, input.now],
    );
    if (changed.length === 0) throw conflict(accountMessages.alreadyDisabled);
    await endAccess(tx, input.account.id);
    await recordAccess(tx, input.actor, input.now, [
      { action: 'account_disabled', detail: accountNote(input.account.login, input.reason) },
    ]);
  });
}

export async function enableAccount(db: Db, input: AccountChangeInput): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx.query(
      `UPDATE users SET disabled_at = NULL
        WHERE id = $1 AND disabled_at IS NOT NULL AND anonymised_at IS NULL RETURNING id`,
      [input.account.id],
    );
    if (changed.length === 0) throw conflict(accountMessages.notDisabled);
    await recordAccess(tx, input.actor, input.now, [
      { action: 'account_enabled', detail: accountNote(input.account.login, input.reason) },
    ]);
  });
}

/**
 * Refused while the person has donations to deliver (status 1–3), and for the last active admin.
 */
export async function anonymiseAccountIn(tx: Db, accountId: string, now: Date): Promise<void> {
  await refuseLastAdmin(tx, accountId);
  const [open] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM donations WHERE leader_id = $1 AND status BETWEEN 1 AND 3',
    [accountId],
  );
  if (Number(open?.n ?? 0) > 0) throw conflict(accountMessages.openDonations);
  await tx.query(
    `UPDATE users SET name = $3, login_hash = NULL, login_enc = NULL, email_enc = NULL, rg_enc = NULL,
            phone_enc = NULL, birthdate_enc = NULL, delivery_location_enc = NULL, delivery_cep_enc = NULL,
            slums_enc = NULL, password_hash = '', must_change_password = false, password_expires_at = NULL,
            disabled_at = coalesce(disabled_at, $2), anonymised_at = $2
      WHERE id = $1`,
    [accountId, now, ANONYMISED_NAME],
  );
  await endAccess(tx, accountId);
  await tx.query('DELETE FROM leader_reports WHERE leader_id = $1', [accountId]);
  await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1', [accountId]);
}

export async function anonymiseAccount(db: Db, input: AccountChangeInput): Promise<void> {
  await db.transaction(async (tx) => {
    await anonymiseAccountIn(tx, input.account.id, input.now);
    await recordAccess(tx, input.actor, input.now, [
      { action: 'account_anonymised', detail: accountNote(input.account.login, input.reason) },
    ]);
  });
  await db.purgeErased?.(['users', 'leader_reports', 'idempotency_keys']);
}

/** An account that still has donations to deliver waits for them to be passed on. */
export async function anonymiseDepartedAccounts(db: Db, now: Date, days: number): Promise<number> {
  const due = await db.query<{ id: string }>(
    `SELECT u.id FROM users u
      WHERE u.anonymised_at IS NULL AND u.disabled_at <= $1::timestamptz - make_interval(days => $2)
        AND NOT EXISTS (SELECT 1 FROM donations d WHERE d.leader_id = u.id AND d.status BETWEEN 1 AND 3)
      ORDER BY u.disabled_at LIMIT 500`,
    [now.toISOString(), days],
  );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      await anonymiseAccountIn(tx, id, now);
      await recordAccess(tx, SERVER_ACTOR, now, [
        {
          action: 'account_anonymised',
          detail: `Conta desativada há mais de ${days} dias (prazo de retenção)`,
        },
      ]);
    });
  }
  return due.length;
}
