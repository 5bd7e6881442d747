import { beforeAll, describe, expect, it } from 'vitest';
import { findAccountByLogin } from '#server/identity/user-accounts.ts';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { generateSigningKeys } from '#server/identity/signing-keys.ts';
import { TokenIssuer } from '#server/identity/token-issuer.ts';
import { codeFlowQuery, postSignInForm } from '#tests/support/hosted-sign-in.ts';

// Checks that already held when the review was made; they must not regress.

const { clock, server: current } = serverPerFile();
let server: TestServer;
beforeAll(() => {
  server = current();
});

const donations = (token: string) =>
  fetch(`${server.baseUrl}/api/donations`, { headers: { authorization: `Bearer ${token}` } });

async function tokensFrom(options: {
  keys?: Awaited<ReturnType<typeof generateSigningKeys>>['keys'];
  issuer?: string;
  clientId?: string;
}) {
  const user = await findAccountByLogin(server.db, server.deps.protection, demo.admin);
  return new TokenIssuer({
    keys: options.keys ?? server.deps.localIdentity!.keys,
    issuer: options.issuer ?? `${server.baseUrl}/auth`,
    clientId: options.clientId ?? 'cestas-web',
    ttlSeconds: 3600,
    now: clock.now,
  }).issue(user!, { scope: 'openid' });
}

describe('tokens on /api', () => {
  it('a token signed by another key → 401 (signature)', async () => {
    const { idToken, accessToken } = await tokensFrom({ keys: (await generateSigningKeys()).keys });
    expect((await donations(idToken)).status).toBe(401);
    expect((await donations(accessToken)).status).toBe(401);
  });

  it('a token from another issuer → 401 (issuer)', async () => {
    expect(
      (await donations((await tokensFrom({ issuer: 'https://evil.example/auth' })).idToken)).status,
    ).toBe(401);
  });

  it('a token for another client → 401 (audience / client_id)', async () => {
    const { idToken, accessToken } = await tokensFrom({ clientId: 'outro-app' });
    expect((await donations(idToken)).status).toBe(401);
    expect((await donations(accessToken)).status).toBe(401);
  });

  it('an expired token → 401 (expiry)', async () => {
    const token = await server.tokenFor(demo.admin);
    expect((await donations(token)).status).toBe(200);
    clock.advance(3601 * 1000);
    expect((await donations(token)).status).toBe(401);
  });

  it('a token with its payload altered → 401', async () => {
    const [header, payload, signature] = (await server.tokenFor(demo.maria)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    expect((await donations(`${header}.${forged}.${signature}`)).status).toBe(401);
  });
});

describe('authorization code + PKCE', () => {
  const exchange = (code: string, verifier: string) =>
    fetch(`${server.baseUrl}/auth/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: `${server.baseUrl}/login`,
        client_id: 'cestas-web',
      }),
    });

  it('a code request without PKCE is refused; a code needs its own verifier and works once', async () => {
    const noPkce = codeFlowQuery(server.baseUrl, {
      code_challenge: '',
      code_challenge_method: '',
    }).query;
    expect((await fetch(`${server.baseUrl}/auth/oauth2/authorize?${noPkce}`)).status).toBe(400);

    const { query, verifier } = codeFlowQuery(server.baseUrl);
    const answer = await postSignInForm(server.baseUrl, query, demo.joao, DEMO_PASSWORD);
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    expect((await exchange(code, codeFlowQuery(server.baseUrl).verifier)).status).toBe(400);
    const second = await postSignInForm(server.baseUrl, query, demo.joao, DEMO_PASSWORD);
    const secondCode = new URL(second.headers.get('location')!).searchParams.get('code')!;
    expect((await exchange(secondCode, verifier)).status).toBe(200);
    expect((await exchange(secondCode, verifier)).status).toBe(400);
  });
});

describe('redirect URIs', () => {
  it('sign-in returns only to /login on the public origin; sign-out only to its root', async () => {
    for (const redirect of [
      'https://evil.example/login',
      `${server.baseUrl}/outra`,
      `${server.baseUrl}/login?x=1`,
      `http://user@127.0.0.1/login`,
    ]) {
      const query = codeFlowQuery(server.baseUrl, { redirect_uri: redirect }).query;
      expect(
        (await fetch(`${server.baseUrl}/auth/oauth2/authorize?${query}`)).status,
        redirect,
      ).toBe(400);
    }
    const logout = (uri: string) =>
      fetch(
        `${server.baseUrl}/auth/logout?client_id=cestas-web&logout_uri=${encodeURIComponent(uri)}`,
        { redirect: 'manual' },
      );
    expect((await logout('https://evil.example/')).status).toBe(400);
    expect((await logout(`${server.baseUrl}/`)).status).toBe(302);
  });
});
