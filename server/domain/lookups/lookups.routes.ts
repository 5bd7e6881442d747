import { Hono } from 'hono';
import {
  LEADER_SEARCH_MIN,
  type CityList,
  type LeaderList,
  type SiteList,
  type StateList,
} from '#contract/lookups.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest } from '../../http/errors.ts';
import { requireRole } from '../../http/require-role.ts';
import { listCities, listSites, listStates, searchLeaders } from './lookup-queries.ts';

const UF = /^[A-Za-z]{2}$/;

export function lookupsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const anyRole = requireRole('admin', 'leader', 'readonly');

  app.get('/states', anyRole, async (c) =>
    c.json({ states: await listStates(deps.db) } satisfies StateList),
  );

  app.get('/cities/:state', anyRole, async (c) => {
    const state = c.req.param('state');
    if (!UF.test(state)) throw badRequest('UF inválida: use a sigla de 2 letras.');
    return c.json({ cities: await listCities(deps.db, state.toUpperCase()) } satisfies CityList);
  });

  app.get('/sites', anyRole, async (c) =>
    c.json({ sites: await listSites(deps.db) } satisfies SiteList),
  );

  app.get('/leaders', requireRole('admin'), async (c) => {
    const name = (c.req.query('name') ?? '').trim();
    if (name.length < LEADER_SEARCH_MIN)
      throw badRequest(`Digite ao menos ${LEADER_SEARCH_MIN} letras do nome do líder.`);
    if (name.length > 120) throw badRequest('O nome pesquisado deve ter no máximo 120 caracteres.');
    return c.json({
      leaders: await searchLeaders(deps.db, deps.protection, name),
    } satisfies LeaderList);
  });

  return app;
}
