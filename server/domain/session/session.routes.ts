import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { requireRole } from '../../http/require-role.ts';
import { normalizeCpf } from '../shared/cpf.ts';
import { readJsonObject } from '../shared/request-body.ts';
import { acceptCommitment, commitmentOf, recordChecklist } from './session-queries.ts';

/** Sign-in reply, profile, and the leader's commitment term and health checklist. */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Any verified user, even without a role: the client learns the role here.
  app.post('/cognito/sign-in', async (c) => {
    const user = c.var.user;
    const body = await readJsonObject(c.req.raw);
    const login = body.login;
    if (login !== undefined && login !== null && typeof login !== 'string') throw badRequest('O campo login deve ser texto.');
    if (typeof login === 'string' && login.trim() !== '') {
      if (normalizeCpf(login) !== user.login) throw unauthorized();
    }
    return c.json({ id: user.id, role: user.role });
  });

  app.get('/profile', (c) => {
    const { id, login, name, email, role } = c.var.user;
    return c.json({ id, login, name, email, role });
  });

  app.post('/commitment', requireRole('leader'), async (c) => {
    const timestamp = await acceptCommitment(deps.db, c.var.user.id, deps.now());
    return c.json({ commitment: true, timestamp }, 201);
  });

  app.get('/commitment/check', requireRole('leader'), async (c) => {
    const timestamp = await commitmentOf(deps.db, c.var.user.id);
    return c.json({ commitment: timestamp !== null, timestamp });
  });

  app.post('/checklist', requireRole('leader'), async (c) => {
    const timestamp = await recordChecklist(deps.db, c.var.user.id, deps.now());
    return c.json({ checklist: true, timestamp }, 201);
  });

  return app;
}
