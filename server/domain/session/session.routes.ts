import { Hono } from 'hono';
import * as v from 'valibot';
import { normalizeCpf } from '#contract/cpf.ts';
import {
  signInRequestSchema,
  type Checklist,
  type Commitment,
  type Profile,
  type SignInReply,
} from '#contract/session.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { unauthorized } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { acceptCommitment, commitmentOf, recordChecklist } from './session-queries.ts';
import { resolveReports } from '../leader-reports/leader-reports.ts';

export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Any verified user, even without a role: the client learns the role here.
  app.post('/cognito/sign-in', async (c) => {
    const user = c.var.user;
    const { login } = v.parse(signInRequestSchema, await readJsonObject(c.req.raw));
    if (login && login.trim() !== '' && normalizeCpf(login) !== user.login) throw unauthorized();
    return c.json({ id: user.id, role: user.role } satisfies SignInReply);
  });

  app.get('/profile', (c) => {
    const { id, login, name, email, role } = c.var.user;
    return c.json({ id, login, name, email, role } satisfies Profile);
  });

  app.post('/commitment', requireRole('leader'), async (c) => {
    const timestamp = await acceptCommitment(deps.db, c.var.user.id, deps.now());
    return c.json({ commitment: true, timestamp } satisfies Commitment, 201);
  });

  app.get('/commitment/check', requireRole('leader'), async (c) => {
    const timestamp = await commitmentOf(deps.db, c.var.user.id);
    return c.json({ commitment: timestamp !== null, timestamp } satisfies Commitment);
  });

  app.post('/checklist', requireRole('leader'), async (c) => {
    const timestamp = await recordChecklist(deps.db, c.var.user.id, deps.now());
    await resolveReports(deps.db, c.var.user.id, deps.now());
    return c.json({ checklist: true, timestamp } satisfies Checklist, 201);
  });

  return app;
}
