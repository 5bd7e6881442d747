import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '#src/core/identity/identity.ts';
import { createLocalIdentity, PENDING_SIGN_IN_KEY } from '#src/core/identity/local-identity.ts';
import { codeChallengeFor, createCodeVerifier } from '#src/core/identity/pkce.ts';
import { createMemoryStorage } from '#src/core/session/session-storage.ts';

/** The local identity adapter against a fake provider (fetch) and a fake browser location. */

const ORIGIN = 'https://cestas.example';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string;
}

function fakeBrowser(reply: (request: Sent) => Response = () => json(200, tokenAnswer())) {
  const visited: string[] = [];
  const sent: Sent[] = [];
  const pendingStorage = createMemoryStorage();
  const identity = createLocalIdentity({
    origin: ORIGIN,
    navigate: (url) => void visited.push(url),
    fetch: async (input, init) => {
      const request: Sent = {
        url: String(input),
        method: init?.method,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: String(init?.body ?? ''),
      };
      sent.push(request);
      return reply(request);
    },
    pendingStorage,
    crypto: globalThis.crypto,
  });
  return { identity, visited, sent, pendingStorage };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function tokenAnswer(overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'acc',
    id_token: 'idt',
    refresh_token: 'ref',
    expires_in: 3600,
    token_type: 'Bearer',
    ...overrides,
  };
}

/** Starts a sign-in and returns what the hosted page received. */
async function startedSignIn(browser: ReturnType<typeof fakeBrowser>) {
  await browser.identity.startSignIn();
  const authorize = new URL(browser.visited.at(-1)!);
  const pending = JSON.parse(browser.pendingStorage.getItem(PENDING_SIGN_IN_KEY)!) as {
    verifier: string;
    state: string;
  };
  return { authorize, pending };
}

describe('PKCE', () => {
  it('the challenge is the base64url SHA-256 of the verifier', async () => {
    const verifier = createCodeVerifier(globalThis.crypto);
    const expected = createHash('sha256').update(verifier).digest('base64url');
    expect(await codeChallengeFor(verifier, globalThis.crypto)).toBe(expected);
  });

  it('verifiers are 43 URL-safe characters and differ each time', () => {
    const first = createCodeVerifier(globalThis.crypto);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier(globalThis.crypto)).not.toBe(first);
  });
});

describe('startSignIn', () => {
  it('sends the browser to the hosted page with code flow, PKCE S256 and a state', async () => {
    const browser = fakeBrowser();
    const { authorize, pending } = await startedSignIn(browser);

    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ORIGIN}/auth/oauth2/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cestas-web',
      redirect_uri: `${ORIGIN}/login`,
      scope: 'email openid profile',
      state: pending.state,
      code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
  });
});

describe('completeSignIn with a code', () => {
  it('exchanges the code with the stored verifier, form-encoded', async () => {
    const browser = fakeBrowser();
    const { pending } = await startedSignIn(browser);

    const tokens = await browser.identity.completeSignIn(
      `${ORIGIN}/login?code=the-code&state=${pending.state}`,
    );

    expect(tokens).toEqual({
      accessToken: 'acc',
      idToken: 'idt',
      refreshToken: 'ref',
      expiresIn: 3600,
    });
    expect(browser.sent).toHaveLength(1);
    const [request] = browser.sent;
    expect(request).toMatchObject({ url: `${ORIGIN}/auth/oauth2/token`, method: 'POST' });
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: pending.verifier,
      redirect_uri: `${ORIGIN}/login`,
      client_id: 'cestas-web',
    });
  });

  it('rejects a state that is not the one this tab sent, without calling the provider', async () => {
    const browser = fakeBrowser();
    await startedSignIn(browser);
    const attempt = browser.identity.completeSignIn(`${ORIGIN}/login?code=the-code&state=forged`);
    await expect(attempt).rejects.toMatchObject({ reason: 'invalidReturn' });
    expect(browser.sent).toEqual([]);
  });

  it('a return URL works once: the pending sign-in is used up', async () => {
    const browser = fakeBrowser();
    const { pending } = await startedSignIn(browser);
    const url = `${ORIGIN}/login?code=the-code&state=${pending.state}`;
    await browser.identity.completeSignIn(url);
    await expect(browser.identity.completeSignIn(url)).rejects.toBeInstanceOf(IdentityError);
  });

  it('a code the provider refuses fails the sign-in', async () => {
    const browser = fakeBrowser(() => json(400, { error: 'invalid_grant' }));
    const { pending } = await startedSignIn(browser);
    await expect(
      browser.identity.completeSignIn(`${ORIGIN}/login?code=old&state=${pending.state}`),
    ).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('an answer without the id token fails the sign-in', async () => {
    const browser = fakeBrowser(() => json(200, tokenAnswer({ id_token: undefined })));
    const { pending } = await startedSignIn(browser);
    await expect(
      browser.identity.completeSignIn(`${ORIGIN}/login?code=c&state=${pending.state}`),
    ).rejects.toMatchObject({ reason: 'invalidReturn' });
  });

  it('an error sent back by the provider fails the sign-in', async () => {
    const browser = fakeBrowser();
    await expect(
      browser.identity.completeSignIn(
        `${ORIGIN}/login?error=access_denied&error_description=cancelado`,
      ),
    ).rejects.toMatchObject({ reason: 'rejected', message: 'cancelado' });
  });
});

describe('completeSignIn with the token response in the fragment (docs/product.md R5.8)', () => {
  it('reads access_token, id_token and expires_in when the state matches', async () => {
    const browser = fakeBrowser();
    const { pending } = await startedSignIn(browser);
    const tokens = await browser.identity.completeSignIn(
      `${ORIGIN}/login#access_token=a.b.c&id_token=d.e.f&token_type=Bearer&expires_in=1800&state=${pending.state}`,
    );
    expect(tokens).toEqual({ accessToken: 'a.b.c', idToken: 'd.e.f', expiresIn: 1800 });
    expect(browser.sent).toEqual([]);
  });

  it('rejects a fragment whose state differs from the pending sign-in', async () => {
    const browser = fakeBrowser();
    await startedSignIn(browser);
    await expect(
      browser.identity.completeSignIn(
        `${ORIGIN}/login#access_token=a&id_token=b&expires_in=60&state=other`,
      ),
    ).rejects.toMatchObject({ reason: 'invalidReturn' });
  });

  it('rejects a fragment without state when this tab started a sign-in', async () => {
    const browser = fakeBrowser();
    await startedSignIn(browser);
    await expect(
      browser.identity.completeSignIn(`${ORIGIN}/login#access_token=a&id_token=b&expires_in=60`),
    ).rejects.toMatchObject({ reason: 'invalidReturn' });
  });

  it('rejects a fragment when this tab started no sign-in, state or not (a planted sign-in)', async () => {
    const browser = fakeBrowser();
    for (const url of [
      `${ORIGIN}/login#access_token=a&id_token=b&expires_in=60`,
      `${ORIGIN}/login#access_token=a&id_token=b&state=x`,
    ]) {
      await expect(browser.identity.completeSignIn(url)).rejects.toMatchObject({
        reason: 'invalidReturn',
      });
    }
  });

  it('needs both tokens', async () => {
    const browser = fakeBrowser();
    const { pending } = await startedSignIn(browser);
    await expect(
      browser.identity.completeSignIn(
        `${ORIGIN}/login#access_token=a&expires_in=60&state=${pending.state}`,
      ),
    ).rejects.toMatchObject({
      reason: 'invalidReturn',
    });
  });
});

describe('refresh, sign-out and password change', () => {
  const tokens = { accessToken: 'acc', idToken: 'idt', refreshToken: 'ref-1', expiresIn: 3600 };

  it('refreshes with the refresh token and keeps it when the provider does not send a new one', async () => {
    const browser = fakeBrowser(() =>
      json(
        200,
        tokenAnswer({ access_token: 'acc-2', id_token: 'idt-2', refresh_token: undefined }),
      ),
    );
    const renewed = await browser.identity.refresh(tokens);
    expect(renewed).toEqual({
      accessToken: 'acc-2',
      idToken: 'idt-2',
      refreshToken: 'ref-1',
      expiresIn: 3600,
    });
    expect(Object.fromEntries(new URLSearchParams(browser.sent[0]!.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'ref-1',
      client_id: 'cestas-web',
    });
  });

  it('cannot refresh without a refresh token', async () => {
    const browser = fakeBrowser();
    await expect(
      browser.identity.refresh({ ...tokens, refreshToken: undefined }),
    ).rejects.toMatchObject({ reason: 'rejected' });
    expect(browser.sent).toEqual([]);
  });

  it('an unreachable provider is reported as unavailable', async () => {
    const browser = fakeBrowser(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(browser.identity.refresh(tokens)).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('revokes the refresh token without leaving the page, then signs out through the provider logout, back to the site root', async () => {
    const browser = fakeBrowser(() => new Response(null, { status: 200 }));
    await browser.identity.endProviderSession('ref-1');
    expect(browser.sent[0]).toMatchObject({ url: `${ORIGIN}/auth/oauth2/revoke`, method: 'POST' });
    expect(Object.fromEntries(new URLSearchParams(browser.sent[0]!.body))).toEqual({
      token: 'ref-1',
      client_id: 'cestas-web',
    });
    expect(browser.visited).toEqual([]);

    await browser.identity.signOut();
    const logout = new URL(browser.visited[0]!);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${ORIGIN}/auth/logout`);
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      client_id: 'cestas-web',
      logout_uri: `${ORIGIN}/`,
    });
  });

  it('a provider that cannot be reached, or fails, to end its session is reported as unavailable', async () => {
    const offline = fakeBrowser(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.identity.endProviderSession('ref-1')).rejects.toMatchObject({
      reason: 'unavailable',
    });
    const failing = fakeBrowser(() => new Response(null, { status: 503 }));
    await expect(failing.identity.endProviderSession('ref-1')).rejects.toMatchObject({
      reason: 'unavailable',
    });
    expect([...offline.visited, ...failing.visited]).toEqual([]);
  });

  it('a token the provider refuses to revoke still lets the sign-out go on; without one, the provider is only reached', async () => {
    const refusing = fakeBrowser(() => new Response(null, { status: 400 }));
    await expect(refusing.identity.endProviderSession('ref-1')).resolves.toBeUndefined();
    const noToken = fakeBrowser(() => new Response('{"keys":[]}', { status: 200 }));
    await noToken.identity.endProviderSession(null);
    expect(noToken.sent[0]?.url).toBe(`${ORIGIN}/auth/.well-known/jwks.json`);
  });

  it('changes the password with the access token and reports the provider message', async () => {
    const browser = fakeBrowser(() =>
      json(400, { message: 'Sua senha deve conter no mínimo 8 caracteres' }),
    );
    await expect(
      browser.identity.changePassword(tokens, 'senha1234', 'curta'),
    ).rejects.toMatchObject({
      reason: 'invalidPassword',
      message: 'Sua senha deve conter no mínimo 8 caracteres',
    });
    const [request] = browser.sent;
    expect(request).toMatchObject({ url: `${ORIGIN}/auth/change-password`, method: 'POST' });
    expect(request!.headers['authorization']).toBe('Bearer acc');
    expect(JSON.parse(request!.body)).toEqual({
      previousPassword: 'senha1234',
      proposedPassword: 'curta',
    });
  });
});
