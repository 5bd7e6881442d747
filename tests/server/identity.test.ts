import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByLogin } from '#server/identity/user-accounts.ts';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  api,
  demo,
  DEMO_PASSWORD,
  startTestServer,
  testClock,
  type TestServer,
} from './harness.ts';
import { generateSigningKeys } from '#server/identity/signing-keys.ts';
import { TokenIssuer } from '#server/identity/token-issuer.ts';
import { postSignInForm } from '#tests/support/hosted-sign-in.ts';

const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;
let redirectUri: string;

beforeAll(async () => {
  // The legacy token response is tested here too, so this provider allows it.
  server = await startTestServer({ now: clock.now, env: { OAUTH_ALLOW_IMPLICIT_FLOW: 'true' } });
  redirectUri = `${server.baseUrl}/login`;
});
afterAll(async () => {
  await server?.close();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeQuery(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'cestas-web',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'estado-123',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
}

const getPage = (query: URLSearchParams) =>
  fetch(`${server.baseUrl}/auth/oauth2/authorize?${query}`);

const signIn = (query: URLSearchParams, cpf: string, password: string) =>
  postSignInForm(server.baseUrl, query, cpf, password);

function token(form: Record<string, string>) {
  return fetch(`${server.baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
}

async function codeFlow(cpf = '111.444.777-35') {
  const { verifier, challenge } = pkce();
  const response = await signIn(authorizeQuery({ code_challenge: challenge }), cpf, DEMO_PASSWORD);
  const location = new URL(response.headers.get('location') ?? '');
  return { response, location, verifier, code: location.searchParams.get('code') ?? '' };
}

async function verifyWithJwks(jwt: string) {
  const jwks = (await (
    await fetch(`${server.baseUrl}/auth/.well-known/jwks.json`)
  ).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
    issuer: `${server.baseUrl}/auth`,
    currentDate: clock.now(),
  });
  return payload;
}

describe('hosted sign-in page', () => {
  it('shows the pt-BR page with labelled CPF and password fields and the Entrar button', async () => {
    const response = await getPage(authorizeQuery());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Entre na plataforma</h1>');
    expect(html).toContain('<label for="cpf">Digite seu CPF</label>');
    expect(html).toContain('<label for="password">Digite sua senha</label>');
    expect(html).toMatch(/<input id="cpf"[^>]*>/);
    expect(html).toMatch(/<input id="password"[^>]*type="password"/);
    expect(html).toContain('<button type="submit">Entrar</button>');
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('answers 401 with the error in an alert and keeps the typed CPF on a wrong password', async () => {
    const response = await signIn(authorizeQuery(), '111.444.777-35', 'senha-errada');
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    expect(html).toContain('role="alert"');
    expect(html).toContain('CPF ou Senha incorretos. Tente novamente.');
    expect(html).toMatch(/<input id="cpf"[^>]*value="111\.444\.777-35"/);
  });

  it('says what is missing when a field is left empty, marks that field and focuses it', async () => {
    const nothing = await signIn(authorizeQuery(), '', '');
    const none = await nothing.text();
    expect(nothing.status).toBe(400);
    expect(none).toContain('Digite seu CPF e sua senha.');
    expect(none).not.toContain('CPF ou Senha incorretos');
    expect(none).toMatch(/<input id="cpf"[^>]*aria-invalid="true"[^>]*autofocus/);
    expect(none).toMatch(/<input id="password"[^>]*aria-invalid="true"/);

    const noPassword = await signIn(authorizeQuery(), '111.444.777-35', '');
    const typed = await noPassword.text();
    expect(typed).toContain('Digite sua senha.');
    expect(typed).toMatch(/<input id="cpf"(?![^>]*aria-invalid)[^>]*value="111\.444\.777-35"/);
    expect(typed).toMatch(/<input id="password"[^>]*aria-invalid="true"[^>]*autofocus/);

    const noCpf = await signIn(authorizeQuery(), '', DEMO_PASSWORD);
    expect(await noCpf.text()).toContain('Digite seu CPF.');
  });

  it('gives the same answer for an unknown CPF', async () => {
    const response = await signIn(authorizeQuery(), '000.000.001-91', DEMO_PASSWORD);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('CPF ou Senha incorretos. Tente novamente.');
  });

  it('escapes every value it echoes back', async () => {
    const evil = '"><script>alert(1)</script>';
    const response = await signIn(authorizeQuery({ state: evil }), evil, 'x');
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a redirect_uri on another host, an unknown client and a code request without PKCE', async () => {
    for (const query of [
      authorizeQuery({ redirect_uri: 'https://evil.example/login' }),
      authorizeQuery({ redirect_uri: `${server.baseUrl}/outra` }),
      authorizeQuery({ client_id: 'outro-app' }),
      authorizeQuery({ code_challenge: '', code_challenge_method: '' }),
    ]) {
      const page = await getPage(query);
      expect(page.status).toBe(400);
      const post = await signIn(query, '111.444.777-35', DEMO_PASSWORD);
      expect(post.status).toBe(400);
      expect(post.headers.get('location')).toBeNull();
    }
  });

  it('refuses a loopback dev server /login as redirect_uri outside development', async () => {
    expect(
      (await getPage(authorizeQuery({ redirect_uri: 'http://localhost:5173/login' }))).status,
    ).toBe(400);
  });
});

describe('authorization code + PKCE', () => {
  it('returns to /login with a code and the state, and exchanges it for verifiable tokens', async () => {
    const { response, location, verifier, code } = await codeFlow('11144477735');
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('estado-123');

    const reply = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: 'cestas-web',
    });
    expect(reply.status).toBe(200);
    const tokens = (await reply.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(typeof tokens.refresh_token).toBe('string');

    const id = await verifyWithJwks(String(tokens.id_token));
    expect(id).toMatchObject({
      token_use: 'id',
      aud: 'cestas-web',
      'cognito:username': demo.maria,
      email: 'maria.silva@exemplo.org.br',
      name: 'Maria da Silva',
    });
    expect(id.exp! - id.iat!).toBe(3600);
    const access = await verifyWithJwks(String(tokens.access_token));
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: 'cestas-web',
      username: demo.maria,
      sub: id.sub,
    });

    const again = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: 'cestas-web',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses the code with a wrong verifier', async () => {
    const { code } = await codeFlow();
    const reply = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce().verifier,
      redirect_uri: redirectUri,
      client_id: 'cestas-web',
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refreshes with the refresh token, and refuses an unknown one', async () => {
    const { code, verifier } = await codeFlow();
    const first = (await (
      await token({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: 'cestas-web',
      })
    ).json()) as Record<string, string>;
    clock.advance(10 * 60 * 1000);
    const reply = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
      client_id: 'cestas-web',
    });
    expect(reply.status).toBe(200);
    const refreshed = (await reply.json()) as Record<string, string>;
    expect(refreshed.id_token).not.toBe(first.id_token);
    expect((await verifyWithJwks(refreshed.id_token!))['cognito:username']).toBe(demo.maria);
    const bogus = await token({
      grant_type: 'refresh_token',
      refresh_token: 'nao-existe',
      client_id: 'cestas-web',
    });
    expect(bogus.status).toBe(400);
  });
});

describe('implicit (token) flow', () => {
  it('returns both tokens in the /login fragment with the state', async () => {
    const response = await signIn(
      authorizeQuery({ response_type: 'token', code_challenge: '', code_challenge_method: '' }),
      '24681357928',
      DEMO_PASSWORD,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('state')).toBe('estado-123');
    expect((await verifyWithJwks(fragment.get('id_token')!)).email).toBe(
      'joao.santos@exemplo.org.br',
    );
    expect((await verifyWithJwks(fragment.get('access_token')!)).token_use).toBe('access');
  });
});

describe('logout and discovery', () => {
  it("redirects only to the app origin's root", async () => {
    const ok = await fetch(
      `${server.baseUrl}/auth/logout?client_id=cestas-web&logout_uri=${encodeURIComponent(`${server.baseUrl}/`)}`,
      { redirect: 'manual' },
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${server.baseUrl}/`);
    const evil = await fetch(
      `${server.baseUrl}/auth/logout?client_id=cestas-web&logout_uri=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
  });

  it('publishes the issuer, endpoints and keys', async () => {
    const discovery = (await (
      await fetch(`${server.baseUrl}/auth/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.baseUrl}/auth`);
    expect(discovery.jwks_uri).toBe(`${server.baseUrl}/auth/.well-known/jwks.json`);
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as JSONWebKeySet;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('tokens on /api', () => {
  const probe = (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/nao-existe`, { headers });

  it('accepts a valid id token as Bearer or x-access-token (then routing answers 404)', async () => {
    const jwt = await server.tokenFor(demo.admin);
    expect((await probe({ authorization: `Bearer ${jwt}` })).status).toBe(404);
    expect((await probe({ 'x-access-token': jwt })).status).toBe(404);
  });

  it('answers 401 with the pt-BR message without a token, or with an expired one', async () => {
    const missing = await probe({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    const jwt = await server.tokenFor(demo.admin);
    clock.advance(3601 * 1000);
    expect((await probe({ authorization: `Bearer ${jwt}` })).status).toBe(401);
  });

  it('answers 401 for a token signed by another key or for another client', async () => {
    const user = await findAccountByLogin(server.db, server.deps.protection, demo.admin);
    const foreign = new TokenIssuer({
      keys: (await generateSigningKeys()).keys,
      issuer: `${server.baseUrl}/auth`,
      clientId: 'cestas-web',
      ttlSeconds: 3600,
      now: clock.now,
    });
    const otherClient = new TokenIssuer({
      keys: server.deps.localIdentity!.keys,
      issuer: `${server.baseUrl}/auth`,
      clientId: 'outro-app',
      ttlSeconds: 3600,
      now: clock.now,
    });
    const otherIssuer = new TokenIssuer({
      keys: server.deps.localIdentity!.keys,
      issuer: 'https://evil.example/auth',
      clientId: 'cestas-web',
      ttlSeconds: 3600,
      now: clock.now,
    });
    for (const issuer of [foreign, otherClient, otherIssuer]) {
      const { idToken, accessToken } = await issuer.issue(user!, { scope: 'openid' });
      expect((await probe({ authorization: `Bearer ${idToken}` })).status).toBe(401);
      expect((await probe({ authorization: `Bearer ${accessToken}` })).status).toBe(401);
    }
  });

  it('signs a user in with the id token from the hosted page (POST /api/cognito/sign-in)', async () => {
    const response = await signIn(
      authorizeQuery({ response_type: 'token', code_challenge: '', code_challenge_method: '' }),
      '987.654.321-00',
      DEMO_PASSWORD,
    );
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
    const reply = await api(server, fragment.get('id_token')!)('POST', '/cognito/sign-in', {
      login: demo.readonly,
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ role: 'readonly' });
    expect(typeof reply.json.id).toBe('string');
  });
});

describe('change password', () => {
  const change = (accessToken: string, body: unknown) =>
    fetch(`${server.baseUrl}/auth/change-password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('checks the previous password and the minimum length, then signs in with the new one', async () => {
    const access = await server.accessTokenFor(demo.paulo);
    const short = await change(access, {
      previousPassword: DEMO_PASSWORD,
      proposedPassword: 'curta',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Sua senha deve conter no mínimo 8 caracteres' });
    expect(
      (await change(access, { previousPassword: 'errada123', proposedPassword: 'nova-senha-1' }))
        .status,
    ).toBe(401);
    expect(
      (
        await change(await server.tokenFor(demo.paulo), {
          previousPassword: DEMO_PASSWORD,
          proposedPassword: 'nova-senha-1',
        })
      ).status,
    ).toBe(401);
    expect(
      (await change(access, { previousPassword: DEMO_PASSWORD, proposedPassword: 'nova-senha-1' }))
        .status,
    ).toBe(204);
    expect((await signIn(authorizeQuery(), demo.paulo, DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn(authorizeQuery(), demo.paulo, 'nova-senha-1')).status).toBe(302);
  });
});
