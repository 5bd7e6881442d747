import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalIdentity } from '#src/core/identity/local-identity.ts';
import { demo, DEMO_PASSWORD, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { codeFlowQuery, openSignInForm, postSignInForm } from '#tests/support/hosted-sign-in.ts';

// Finding 4: a cross-site POST with the attacker's CPF and password and response_type=token was
// answered with tokens in /login#…, and the app accepted a sign-in it had not started.

let server: TestServer;
let legacy: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  legacy = await startTestServer({ seed: true, env: { OAUTH_ALLOW_IMPLICIT_FLOW: 'true' } });
});
afterAll(async () => {
  await server?.close();
  await legacy?.close();
});

const tokenQuery = (baseUrl: string, state = 'estado') => {
  const query = codeFlowQuery(baseUrl).query;
  query.set('response_type', 'token');
  query.delete('code_challenge');
  query.delete('code_challenge_method');
  if (state === '') query.delete('state');
  else query.set('state', state);
  return query;
};

describe('the hosted sign-in form', () => {
  it('refuses a post from another site: no CSRF cookie, foreign Origin', async () => {
    const { query } = codeFlowQuery(server.baseUrl);
    const crossSite = await postSignInForm(server.baseUrl, query, demo.admin, DEMO_PASSWORD, {
      withoutCsrf: true,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('location')).toBeNull();
    expect(await crossSite.text()).toContain('A página de acesso expirou.');
  });

  it('refuses a post carrying a valid CSRF pair from a foreign Origin, or a field that does not match the cookie', async () => {
    const { query } = codeFlowQuery(server.baseUrl);
    const foreign = await postSignInForm(server.baseUrl, query, demo.admin, DEMO_PASSWORD, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const { cookie } = await openSignInForm(server.baseUrl, query);
    const form = new URLSearchParams(query);
    form.set('cpf', demo.admin);
    form.set('password', DEMO_PASSWORD);
    form.set('csrf_token', 'x'.repeat(43));
    const mismatched = await fetch(`${server.baseUrl}/auth/oauth2/authorize`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: server.baseUrl },
      redirect: 'manual',
    });
    expect(mismatched.status).toBe(403);
  });

  it("accepts the browser's own post when Origin is null, as long as Sec-Fetch-Site says same-origin", async () => {
    const { query } = codeFlowQuery(server.baseUrl);
    const own = await postSignInForm(server.baseUrl, query, demo.admin, DEMO_PASSWORD, {
      origin: 'null',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(302);
    const framed = await postSignInForm(server.baseUrl, query, demo.admin, DEMO_PASSWORD, {
      origin: 'null',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(framed.status).toBe(403);
  });

  it('sets its CSRF cookie HttpOnly and SameSite=Strict', async () => {
    const page = await fetch(
      `${server.baseUrl}/auth/oauth2/authorize?${codeFlowQuery(server.baseUrl).query}`,
    );
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });
});

describe('the CSRF cookie on an https origin', () => {
  const origin = 'https://cestas.exemplo.org.br';
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ seed: false, env: { PUBLIC_ORIGIN: origin } });
  });
  afterAll(async () => {
    await https?.close();
  });

  it('is a __Host- cookie: Secure, for the whole origin, no Domain, and only it is accepted', async () => {
    const { query } = codeFlowQuery(origin);
    const page = await fetch(`${https.baseUrl}/auth/oauth2/authorize?${query}`);
    const setCookie = page.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-cestas_signin_csrf=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const csrfToken = (await page.text()).match(/name="csrf_token" value="([^"]*)"/)?.[1] ?? '';

    const post = (cookie: string) => {
      const form = new URLSearchParams(query);
      form.set('cpf', demo.admin);
      form.set('password', 'senha-errada-123');
      form.set('csrf_token', csrfToken);
      return fetch(`${https.baseUrl}/auth/oauth2/authorize`, {
        method: 'POST',
        body: form,
        headers: { cookie, origin },
        redirect: 'manual',
      });
    };
    // The same value planted without the prefix (from a subdomain or over http) is not the form's.
    expect((await post(`cestas_signin_csrf=${csrfToken}`)).status).toBe(403);
    // With the prefixed cookie the form is ours: the password is what gets checked.
    expect((await post(`__Host-cestas_signin_csrf=${csrfToken}`)).status).toBe(401);
  });
});

describe('the token (implicit) response type', () => {
  it('is off by default', async () => {
    const query = tokenQuery(server.baseUrl);
    expect((await fetch(`${server.baseUrl}/auth/oauth2/authorize?${query}`)).status).toBe(400);
    const post = await postSignInForm(server.baseUrl, query, demo.admin, DEMO_PASSWORD);
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });

  it('when a deployment enables it, still needs a state', async () => {
    expect(
      (await fetch(`${legacy.baseUrl}/auth/oauth2/authorize?${tokenQuery(legacy.baseUrl, '')}`))
        .status,
    ).toBe(400);
    const ok = await postSignInForm(
      legacy.baseUrl,
      tokenQuery(legacy.baseUrl, 'estado-do-app'),
      demo.admin,
      DEMO_PASSWORD,
    );
    expect(ok.status).toBe(302);
    expect(
      new URLSearchParams(new URL(ok.headers.get('location')!).hash.slice(1)).get('state'),
    ).toBe('estado-do-app');
  });
});

describe('the app', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it("refuses the attacker's real tokens when this tab started no sign-in, or another one", async () => {
    // The attacker signs into their own account and plants the return URL in the victim's tab.
    // The provider insists on a state, but the attacker strips it from the URL they plant.
    const planted = await postSignInForm(
      legacy.baseUrl,
      tokenQuery(legacy.baseUrl, 'estado-do-atacante'),
      demo.readonly,
      DEMO_PASSWORD,
    );
    const returnUrl = new URL(planted.headers.get('location')!);
    const fragment = new URLSearchParams(returnUrl.hash.slice(1));
    fragment.delete('state');
    returnUrl.hash = fragment.toString();
    expect(fragment.get('id_token')).toBeTruthy();
    const visited: string[] = [];
    const victim = createLocalIdentity({
      origin: legacy.baseUrl,
      navigate: (url) => void visited.push(url),
      fetch: (input, init) => fetch(input, init),
      pendingStorage: memoryStorage(),
      crypto: webcrypto as unknown as Crypto,
    });
    await expect(victim.completeSignIn(returnUrl.href)).rejects.toMatchObject({
      reason: 'invalidReturn',
    });
    await victim.startSignIn();
    await expect(victim.completeSignIn(returnUrl.href)).rejects.toMatchObject({
      reason: 'invalidReturn',
    });
  });
});
