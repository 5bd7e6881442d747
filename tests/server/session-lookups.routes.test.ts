import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let maria: Call;
let admin: Call;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  maria = api(server, await server.tokenFor(demo.maria));
  admin = api(server, await server.tokenFor(demo.admin));
});

afterAll(async () => {
  await server?.close();
});

const userId = (login: string) => server.userId(login);

describe('POST /cognito/sign-in', () => {
  it('replies with the id and role, with or without the login', async () => {
    const id = await userId(demo.maria);
    expect((await maria('POST', '/cognito/sign-in', { login: demo.maria })).json).toEqual({
      id,
      role: 'leader',
    });
    expect((await maria('POST', '/cognito/sign-in', { login: '111.444.777-35' })).status).toBe(200);
    expect((await maria('POST', '/cognito/sign-in')).json).toEqual({ id, role: 'leader' });
  });

  it('accepts the access token on first login, also in x-access-token', async () => {
    const accessToken = await server.accessTokenFor(demo.admin);
    expect(
      (await api(server, accessToken)('POST', '/cognito/sign-in', { login: demo.admin })).json.role,
    ).toBe('admin');
    const response = await fetch(`${server.baseUrl}/api/cognito/sign-in`, {
      method: 'POST',
      headers: { 'x-access-token': accessToken },
    });
    expect(response.status).toBe(200);
  });

  it('a user without a role signs in with role null', async () => {
    const noRole = api(server, await server.tokenFor(demo.noRole));
    expect((await noRole('POST', '/cognito/sign-in', {})).json).toEqual({
      id: await userId(demo.noRole),
      role: null,
    });
  });

  it("a login that is not the token's user → 401", async () => {
    const response = await maria('POST', '/cognito/sign-in', { login: demo.joao });
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('Sessão expirada. Entre novamente.');
  });

  it('a malformed body → 400', async () => {
    expect((await maria('POST', '/cognito/sign-in', { login: 111 })).status).toBe(400);
    const token = await server.tokenFor(demo.maria);
    const broken = await fetch(`${server.baseUrl}/api/cognito/sign-in`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"login":',
    });
    expect(broken.status).toBe(400);
  });
});

describe('GET /profile', () => {
  it('has login (CPF digits), name, email and role', async () => {
    expect((await maria('GET', '/profile')).json).toEqual({
      id: await userId(demo.maria),
      login: demo.maria,
      name: 'Maria da Silva',
      email: 'maria.silva@exemplo.org.br',
      role: 'leader',
    });
  });
});

describe('commitment and checklist', () => {
  it('a leader who has not accepted the terms sees false', async () => {
    expect((await maria('GET', '/commitment/check')).json).toEqual({
      commitment: false,
      timestamp: null,
    });
  });

  it('accepting records the time once; a repeat keeps the first time', async () => {
    const first = await maria('POST', '/commitment');
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ commitment: true, timestamp: '2026-11-21T15:00:00.000Z' });
    clock.advance(60 * 60 * 1000);
    expect((await maria('POST', '/commitment')).json.timestamp).toBe('2026-11-21T15:00:00.000Z');
    expect((await maria('GET', '/commitment/check')).json).toEqual({
      commitment: true,
      timestamp: '2026-11-21T15:00:00.000Z',
    });
  });

  it('the checklist is recorded with the time of the call', async () => {
    const response = await maria('POST', '/checklist');
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ checklist: true, timestamp: clock.now().toISOString() });
    const [row] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM checklists WHERE user_id = $1',
      [await userId(demo.maria)],
    );
    expect(row!.n).toBe(1);
  });
});

describe('lookups', () => {
  it('states are the sorted UFs of the sites', async () => {
    expect((await maria('GET', '/states')).json).toEqual({
      states: [{ state: 'MG' }, { state: 'RJ' }, { state: 'SP' }],
    });
  });

  it('cities of a state, sorted; lower-case UF accepted', async () => {
    expect((await maria('GET', '/cities/sp')).json).toEqual({
      cities: [
        { city: 'Campinas', state: 'SP' },
        { city: 'São Paulo', state: 'SP' },
      ],
    });
    expect((await maria('GET', '/cities/AM')).json).toEqual({ cities: [] });
    expect((await maria('GET', '/cities/S%C3%A3o')).status).toBe(400);
  });

  it('sites have id, name, city and state', async () => {
    const { json } = await maria('GET', '/sites');
    expect(json.sites).toHaveLength(6);
    expect(json.sites).toContainEqual({
      siteId: expect.any(Number),
      name: 'CEU Heliópolis',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('leader search ignores case and accents and lists only leaders', async () => {
    // Her own unit, which the register form starts from.
    const siteOf = async (id: string) =>
      (
        await server.db.query<{ site_id: number }>('SELECT site_id FROM users WHERE id = $1', [id])
      )[0]!.site_id;
    // The id is what a transfer names (POST /donations/{id}/transfer).
    const joao = await server.userId(demo.joao);
    expect((await admin('GET', '/leaders?name=JOAO')).json).toEqual({
      leaders: [
        { id: joao, name: 'João Santos', login: '***.813.579-**', siteId: await siteOf(joao) },
      ],
    });
    expect(await siteOf(joao)).toEqual(expect.any(Number));
    expect(
      (await admin('GET', `/leaders?name=${encodeURIComponent('sílva')}`)).json.leaders,
    ).toEqual([
      expect.objectContaining({
        id: await server.userId(demo.maria),
        name: 'Maria da Silva',
        login: '***.444.777-**',
      }),
    ]);
    expect((await admin('GET', '/leaders?name=ana')).json.leaders).toEqual([]);
    expect((await admin('GET', `/leaders?name=${encodeURIComponent('%%%')}`)).json.leaders).toEqual(
      [],
    );
  });

  it('leader search needs at least 3 characters', async () => {
    for (const query of ['', '?name=', '?name=jo', '?name=%20%20jo%20']) {
      const response = await admin('GET', `/leaders${query}`);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Digite ao menos 3 letras do nome do líder.');
    }
  });
});
