import type { Db } from '../db/db.ts';
import type { Role } from '#contract/session.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { userField } from '../privacy/sealed-fields.ts';

/** Identifiers are sealed (migration 010): every query that needs them goes through here. */

export const ACCOUNT_COLUMNS = 'id, login_enc, name, email_enc, role';

export interface AccountRow {
  id: string;
  login_enc: string | null;
  name: string;
  email_enc: string | null;
  role: Role | null;
}

export interface Account {
  id: string;
  login: string;
  name: string;
  email: string;
  role: Role | null;
}

export function openAccount(protection: DataProtection, row: AccountRow): Account {
  return {
    id: row.id,
    login: openLogin(protection, row.id, row.login_enc),
    name: row.name,
    email: protection.openOrNull(row.email_enc, userField('email', row.id)) ?? '',
    role: row.role,
  };
}

export const openLogin = (protection: DataProtection, id: string, loginEnc: string | null) =>
  protection.openOrNull(loginEnc, userField('login', id)) ?? '';

export const loginMatches = (alias: string, placeholder: string) =>
  `${alias}login_hash = ANY(${placeholder}::text[])`;

export async function findAccountById(
  db: Db,
  protection: DataProtection,
  id: string,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [
    id,
  ]);
  return row ? openAccount(protection, row) : null;
}

export async function findAccountByLogin(
  db: Db,
  protection: DataProtection,
  login: string,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE ${loginMatches('', '$1')}`,
    [protection.hashes('cpf', login)],
  );
  return row ? openAccount(protection, row) : null;
}

export async function userIdsByLogin(
  db: Db,
  protection: DataProtection,
  logins: readonly string[],
  role?: Role,
): Promise<Map<string, string>> {
  const loginOfHash = new Map<string, string>();
  for (const login of new Set(logins))
    for (const hash of protection.hashes('cpf', login)) loginOfHash.set(hash, login);
  if (loginOfHash.size === 0) return new Map();
  const rows = await db.query<{ id: string; login_hash: string }>(
    // Donations go to a role's active accounts only; any account, disabled too, holds its CPF.
    `SELECT id, login_hash FROM users WHERE ${loginMatches('', '$1')}${role ? ' AND role = $2 AND disabled_at IS NULL' : ''}`,
    role ? [[...loginOfHash.keys()], role] : [[...loginOfHash.keys()]],
  );
  return new Map(rows.map((row) => [loginOfHash.get(row.login_hash)!, row.id]));
}

export function sealAccount(
  protection: DataProtection,
  id: string,
  fields: { login: string; email: string },
) {
  return {
    login_hash: protection.hash('cpf', fields.login),
    login_enc: protection.seal(fields.login, userField('login', id)),
    email_enc: protection.seal(fields.email, userField('email', id)),
  };
}

export type AccountWithPassword = Account & { password_hash: string };

export async function findUser(
  db: Db,
  protection: DataProtection,
  by: { id: string } | { login: string },
): Promise<AccountWithPassword | null> {
  const [where, value] =
    'id' in by ? ['id = $1', by.id] : [loginMatches('', '$1'), protection.hashes('cpf', by.login)];
  const [row] = await db.query<AccountRow & { password_hash: string }>(
    `SELECT ${ACCOUNT_COLUMNS}, password_hash FROM users WHERE ${where}`,
    [value],
  );
  return row ? { ...openAccount(protection, row), password_hash: row.password_hash } : null;
}
