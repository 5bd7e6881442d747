import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import {
  CitiesDocument,
  LeadersDocument,
  SitesDocument,
  StatesDocument,
} from '#graphql/generated/operations.ts';

describe('lookup resolvers', () => {
  it('states returns the UF list', async () => {
    const { rest } = createTestRest({
      'GET /api/states': { json: { states: [{ state: 'RJ' }, { state: 'SP' }] } },
    });
    expect((await run(StatesDocument, rest)).data).toEqual({
      states: [{ state: 'RJ' }, { state: 'SP' }],
    });
  });

  it('cities asks GET /cities/{state}', async () => {
    const cities = [
      { city: 'Campinas', state: 'SP' },
      { city: 'São Paulo', state: 'SP' },
    ];
    const { rest, backend } = createTestRest({ 'GET /api/cities/SP': { json: { cities } } });
    expect((await run(CitiesDocument, rest, { state: 'SP' })).data).toEqual({ cities });
    expect(backend.lastRequest().url.pathname).toBe('/api/cities/SP');
  });

  it('sites returns id, name, city and state', async () => {
    const sites = [{ siteId: 7, name: 'Unidade Jardim Ângela', city: 'São Paulo', state: 'SP' }];
    const { rest } = createTestRest({ 'GET /api/sites': { json: { sites } } });
    expect((await run(SitesDocument, rest)).data).toEqual({ sites });
  });

  it('leaders searches GET /leaders?name= and shows the server message for a short name', async () => {
    const leaders = [
      {
        id: '6f1f7c3e-2b8a-4d7e-9a35-0c4b1e2f3a4d',
        name: 'Maria da Silva',
        login: '***.444.777-**',
        siteId: 2,
      },
    ];
    const { rest, backend } = createTestRest({
      'GET /api/leaders': (request) =>
        (request.url.searchParams.get('name') ?? '').length >= 3
          ? { json: { leaders } }
          : { status: 400, json: { message: 'Digite ao menos 3 letras.' } },
    });
    expect((await run(LeadersDocument, rest, { name: 'Mar' })).data).toEqual({ leaders });
    expect(backend.lastRequest().url.search).toBe('?name=Mar');

    const short = await run(LeadersDocument, rest, { name: 'Ma' });
    expect(short.errors?.[0]?.message).toBe('Digite ao menos 3 letras.');
  });
});
