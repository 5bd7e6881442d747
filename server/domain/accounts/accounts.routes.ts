import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  accountChangeSchema,
  accountMessages,
  accountRequestSchema,
  accountRoleSchema,
} from '#contract/account-request.ts';
import type { Account, AccountChanged, PasswordReset } from '#contract/accounts.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { answersPersonalData } from '../../http/personal-data-answer.ts';
import { recordCpfSearch } from '../access-log/cpf-searches.ts';
import { requestActor } from '../../http/request-actor.ts';
import { askOrConfirmAdminReset, findAccount, resetPassword } from './password-reset.ts';
import {
  anonymiseAccount,
  disableAccount,
  enableAccount,
  type AccountChangeInput,
} from './account-end.ts';
import { changeRole } from './account-role.ts';
import { leaderByCpfMessages, type LeaderMatch } from '#contract/lookups.ts';
import { leaderIdsByLogin } from '../lookups/leader-lookup.ts';

/** Any role's account, never one's own; every step is in the access log. */
export function accountsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOnly = requireRole('admin');
  const localPasswords = deps.config.jwksUrl === undefined;

  const found = async (login: string): Promise<Account> => {
    const account = await findAccount(deps.db, deps.protection, login, deps.now());
    if (!account) throw notFound(accountMessages.notFound);
    return account;
  };
  const actorOf = (c: Context<AppEnv>) => ({
    ...requestActor(c, deps.config.trustProxy),
    id: c.var.user.id,
  });

  // Recorded even when nothing matched.
  app.post('/accounts/lookup', adminOnly, answersPersonalData(), async (c) => {
    const { login } = v.parse(accountRequestSchema, await readJsonObject(c.req.raw));
    const account = await findAccount(deps.db, deps.protection, login, deps.now());
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

  // The CPF comes in a body and the filter then names the leader by id: no CPF in URLs or storage.
  app.post('/leaders/by-cpf', adminOnly, answersPersonalData(), async (c) => {
    const { login } = v.parse(accountRequestSchema, await readJsonObject(c.req.raw));
    const id = (await leaderIdsByLogin(deps.db, deps.protection, [login])).get(login);
    const [leader] = id
      ? await deps.db.query<LeaderMatch>('SELECT id, name FROM users WHERE id = $1', [id])
      : [];
    await recordCpfSearch(
      deps.db,
      requestActor(c, deps.config.trustProxy),
      deps.now(),
      { cpf: login, where: 'Filtro de doações', reason: null, results: leader ? 1 : 0 },
      'account_lookup',
    );
    if (!leader) throw notFound(leaderByCpfMessages.notFound);
    return c.json(leader satisfies LeaderMatch);
  });

  app.post('/accounts/password-reset', adminOnly, answersPersonalData(), async (c) => {
    if (!localPasswords) throw conflict(accountMessages.notLocal);
    const { login } = v.parse(accountRequestSchema, await readJsonObject(c.req.raw));
    const account = await found(login);
    if (account.id === c.var.user.id) throw badRequest(accountMessages.self);
    const input = { account, actor: actorOf(c), now: deps.now() };
    if (account.role === 'admin') {
      const step = await askOrConfirmAdminReset(deps.db, input);
      if (step === 'waiting') throw conflict(accountMessages.resetSameAdmin);
      if (step === 'asked')
        return c.json(
          { account: await found(login), temporaryPassword: null } satisfies PasswordReset,
          202,
        );
    }
    const temporaryPassword = await resetPassword(deps.db, deps.protection, input);
    return c.json({ account: await found(login), temporaryPassword } satisfies PasswordReset);
  });

  const change = (path: string, act: (input: AccountChangeInput) => Promise<void>) =>
    app.post(path, adminOnly, answersPersonalData(), async (c) => {
      const { login, reason } = v.parse(accountChangeSchema, await readJsonObject(c.req.raw));
      const account = await found(login);
      if (account.id === c.var.user.id) throw badRequest(accountMessages.selfEnd);
      await act({ account, actor: actorOf(c), reason, now: deps.now() });
      const after = await findAccount(deps.db, deps.protection, login, deps.now());
      return c.json({ account: after } satisfies AccountChanged);
    });
  change('/accounts/disable', (input) => disableAccount(deps.db, input));
  change('/accounts/enable', (input) => enableAccount(deps.db, input));
  change('/accounts/anonymise', (input) => anonymiseAccount(deps.db, input));

  app.post('/accounts/role', adminOnly, async (c) => {
    const { login, role, reason } = v.parse(accountRoleSchema, await readJsonObject(c.req.raw));
    const account = await found(login);
    if (account.id === c.var.user.id) throw badRequest(accountMessages.roleSelf);
    await changeRole(deps.db, { account, actor: actorOf(c), reason, role, now: deps.now() });
    return c.json({ account: await found(login) } satisfies AccountChanged);
  });

  return app;
}
