/** Users written straight into the database for a test, with their identifiers sealed as the server stores them. */
import { randomInt, randomUUID } from 'node:crypto';
import type { Role } from '#contract/session.ts';
import { sealAccount } from '#server/identity/user-accounts.ts';
import type { TestServer } from './harness.ts';
import type { FileLinkHolder } from '#server/identity/session-check.ts';

export interface NewUser {
  login: string;
  name: string;
  email: string;
  role: Role | null;
  passwordHash?: string;
}

/** Inserts the users (login as 11 digits) and returns their ids in the same order. */
export async function insertUsers(
  server: Pick<TestServer, 'db' | 'deps'>,
  users: readonly NewUser[],
): Promise<string[]> {
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

/**
 * Who holds a file link made straight through `deps.files.signedUrl`: a user of its own, as if
 * signed in at `now` with a token that names no session (a Cognito pool's).
 */
export async function linkHolderFor(
  server: Pick<TestServer, 'db' | 'deps'>,
  now: Date = new Date(),
): Promise<FileLinkHolder> {
  const login = String(randomInt(10 ** 10, 10 ** 11)).padStart(11, '0');
  const [userId] = await insertUsers(server, [
    { login, name: 'Titular do link', email: `${login}@exemplo.org`, role: 'admin' },
  ]);
  return { userId: userId!, tokenIssuedAt: Math.floor(now.getTime() / 1000) };
}
