import type { Db } from '../../db/db.ts';
import { recordAccess } from '../access-log/record-access.ts';
import { conflict } from '../../shared/domain-error.ts';
import { accountMessages, type RoleChange } from '#contract/account-request.ts';
import { ROLE_TEXTS, type Role } from '#contract/session.ts';
import { accountNote, endAccess, type AccountChangeInput } from './account-end.ts';

/**
 * One role per account (decision 115); the last active ombudsperson keeps it, or nobody reads
 * sensitive complaints.
 */
export async function changeRole(
  db: Db,
  input: AccountChangeInput & { role: RoleChange },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ role: Role | null }>(
      'SELECT role FROM users WHERE id = $1 FOR UPDATE',
      [input.account.id],
    );
    const from = row?.role ?? null;
    if (input.role === 'ouvidoria') {
      if (from === 'ouvidoria') throw conflict(accountMessages.roleAlready);
      if (from !== 'leader' && from !== 'readonly') throw conflict(accountMessages.roleGiveFrom);
      const [open] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM donations WHERE leader_id = $1 AND status BETWEEN 1 AND 3',
        [input.account.id],
      );
      if (Number(open?.n ?? 0) > 0) throw conflict(accountMessages.roleOpenDonations);
    } else {
      if (from !== 'ouvidoria') throw conflict(accountMessages.roleTakeFrom);
      // Locks the active ombudspersons' rows, so two admins cannot each take the role from one.
      const others = await tx.query<{ id: string }>(
        `SELECT id FROM users WHERE role = 'ouvidoria' AND disabled_at IS NULL AND id <> $1
          ORDER BY id FOR UPDATE`,
        [input.account.id],
      );
      if (others.length === 0) throw conflict(accountMessages.lastOmbudsperson);
    }
    await tx.query('UPDATE users SET role = $2 WHERE id = $1', [input.account.id, input.role]);
    await endAccess(tx, input.account.id);
    const change = `${from ? ROLE_TEXTS[from] : 'Sem perfil'} → ${ROLE_TEXTS[input.role]}`;
    await recordAccess(tx, input.actor, input.now, [
      {
        action: 'account_role_changed',
        detail: accountNote(input.account.login, `${change}. ${input.reason}`),
      },
    ]);
  });
}
