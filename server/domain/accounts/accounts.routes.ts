import { Hono } from 'hono';
import * as v from 'valibot';
import { accountMessages, accountRequestSchema } from '#contract/account-request.ts';
import type { Account, PasswordReset } from '#contract/accounts.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { answersPersonalData } from '../../http/personal-data-answer.ts';
import { findAccount, resetPassword } from './password-reset.ts';
import { recordCpfSearch } from '../access-log/cpf-searches.ts';
import { requestActor } from '../../http/request-actor.ts';

/**
 * An admin recovers a person's access (local identity provider only): look the account up by
 * CPF, then reset its password to a one-time temporary one (docs/identity.md).
 */
export function accountsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOnly = requireRole('admin');
  // With a real Cognito pool the passwords live there: its hosted page recovers them.
  const localPasswords = deps.config.jwksUrl === undefined;

  const accountOf = async (body: Record<string, unknown>): Promise<Account> => {
    if (!localPasswords) throw conflict(accountMessages.notLocal);
    const { login } = v.parse(accountRequestSchema, body);
    const account = await findAccount(deps.db, deps.protection, login);
    if (!account) throw notFound(accountMessages.notFound);
    return account;
  };

  // A staff member's or leader's CPF whole, with their e-mail: recorded even when nothing matched.
  app.post('/accounts/lookup', adminOnly, answersPersonalData(), async (c) => {
    if (!localPasswords) throw conflict(accountMessages.notLocal);
    const { login } = v.parse(accountRequestSchema, await readJsonObject(c.req.raw));
    const account = await findAccount(deps.db, deps.protection, login);
    await recordCpfSearch(
      deps.db,
      requestActor(c, deps.config.trustProxy),
      deps.now(),
      { cpf: login, where: 'Contas', reason: null, results: account ? 1 : 0 },
      'account_lookup',
    );
    if (!account) throw notFound(accountMessages.notFound);
    return c.json(account satisfies Account);
  });

  app.post('/accounts/password-reset', adminOnly, answersPersonalData(), async (c) => {
    const account = await accountOf(await readJsonObject(c.req.raw));
    const admin = c.get('user');
    if (account.id === admin.id) throw badRequest(accountMessages.self);
    const temporaryPassword = await resetPassword(
      deps.db,
      deps.protection,
      account,
      admin.id,
      deps.now(),
    );
    const reset = (await findAccount(deps.db, deps.protection, account.login)) ?? account;
    return c.json({ account: reset, temporaryPassword } satisfies PasswordReset);
  });

  return app;
}
