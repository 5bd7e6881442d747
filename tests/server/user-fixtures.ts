/** Users written straight into the database for a test, with their identifiers sealed as the server stores them. */
import { randomUUID } from 'node:crypto';
import type { Role } from '#contract/session.ts';
import { sealAccount } from '#server/identity/user-accounts.ts';
import type { TestServer } from './harness.ts';

export interface NewUser {
  login: string;
  name: string;
  email: string;
  role: Role | null;
  passwordHash?: string;
}

/** Inserts the users (login as 11 digits) and returns their ids in the same order. */
export async function insertUsers(server: Pick<TestServer, 'db' | 'deps'>, users: readonly NewUser[]): Promise<string[]> {
  const ids = users.map(() => randomUUID());
  const sealed = users.map((user, index) => sealAccount(server.deps.protection, ids[index]!, user));
  await server.db.query(
    `INSERT INTO users (id, login_hash, login_enc, name, email_enc, role, password_hash)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
    [
      ids,
      sealed.map((user) => user.login_hash),
      sealed.map((user) => user.login_enc),
      users.map((user) => user.name),
      sealed.map((user) => user.email_enc),
      users.map((user) => user.role),
      users.map((user) => user.passwordHash ?? 'x'),
    ],
  );
  return ids;
}
