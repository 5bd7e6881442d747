import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  DEMO_PASSWORD,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from '#tests/server/harness.ts';
import {
  codeFlowQuery,
  openSignInForm,
  postSignInForm,
  signInWithCode,
} from '#tests/support/hosted-sign-in.ts';

/**
 * A forgotten password on the local provider (docs/identity.md): an admin resets it to a one-time
 * temporary password, recorded with who and when; every session of the person ends; the next
 * sign-in asks for a new password before the app opens, and the temporary one is then dead.
 */
const clock = testClock(new Date('2026-11-24T13:00:00.000Z'));
let server: TestServer;
let admin: (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
});
afterAll(async () => {
  await server?.close();
});

const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Signs in with the hosted form; a 200 page is the 'Defina sua nova senha' step, with its form's cookie. */
async function signInForm(cpf: string, password: string) {
  const { query, verifier } = codeFlowQuery(server.baseUrl);
  const { cookie, csrfToken } = await openSignInForm(server.baseUrl, query);
  const form = new URLSearchParams(query);
  form.set('cpf', cpf);
  form.set('password', password);
  form.set('csrf_token', csrfToken);
  const answer = await fetch(`${server.baseUrl}/auth/oauth2/authorize`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: server.baseUrl },
    redirect: 'manual',
  });
  return { answer, html: await answer.text(), cookie, query, verifier };
}

/** Posts the 'Defina sua nova senha' form of `page`. */
async function postNewPassword(
  page: { html: string; cookie: string; query: URLSearchParams },
  password: string,
  confirmation = password,
) {
  const form = new URLSearchParams(page.query);
  form.set('csrf_token', hiddenValue(page.html, 'csrf_token'));
  form.set('ticket', hiddenValue(page.html, 'ticket'));
  form.set('password', password);
  form.set('confirmation', confirmation);
  return fetch(`${server.baseUrl}/auth/oauth2/authorize/new-password`, {
    method: 'POST',
    body: form,
    headers: { cookie: page.cookie, origin: server.baseUrl },
    redirect: 'manual',
  });
}

async function refresh(refreshToken: string) {
  return fetch(`${server.baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'cestas-web',
    }),
  });
}

describe('an admin resets a forgotten password', () => {
  it('finds the person by CPF first, so the admin can confirm whose it is', async () => {
    const found = await admin('POST', '/accounts/lookup', { login: '246.813.579-28' });
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      login: demo.joao,
      name: 'João Santos',
      role: 'leader',
      lastReset: null,
    });
    expect((await admin('POST', '/accounts/lookup', { login: '390.533.447-05' })).json).toEqual({
      message: 'Nenhuma pessoa com este CPF.',
    });
    expect((await admin('POST', '/accounts/lookup', { login: '123' })).status).toBe(400);
  });

  it('only an admin may look up or reset, and never their own password', async () => {
    for (const who of [demo.maria, demo.readonly, demo.noRole]) {
      const call = api(server, await server.tokenFor(who));
      expect((await call('POST', '/accounts/lookup', { login: demo.joao })).status).toBe(403);
      expect((await call('POST', '/accounts/password-reset', { login: demo.joao })).status).toBe(
        403,
      );
    }
    const own = await admin('POST', '/accounts/password-reset', { login: demo.admin });
    expect(own.status).toBe(400);
    expect(own.json.message).toBe(
      'Para trocar a sua própria senha, use Perfil › Definir nova senha.',
    );
  });

  it('gives a one-time temporary password that must be changed at the next sign-in, and records the reset', async () => {
    const before = await signInWithCode(server.baseUrl, demo.carlos, DEMO_PASSWORD);

    clock.advance(60_000);
    const reset = await admin('POST', '/accounts/password-reset', { login: '321.654.987-91' });
    expect(reset.status).toBe(200);
    const temporary: string = reset.json.temporaryPassword;
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(reset.json.account).toMatchObject({
      login: demo.carlos,
      lastReset: clock.now().toISOString(),
    });
    const [recorded] = await server.db.query<{ reset_by: string; n: number }>(
      `SELECT r.reset_by, count(*) OVER ()::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.login_hash = $1`,
      [server.loginHash(demo.carlos)],
    );
    expect(recorded).toMatchObject({ n: 1, reset_by: (await admin('GET', '/profile')).json.id });
    // Nothing to read back: the temporary password is stored only as its hash.
    expect(JSON.stringify(await server.db.query('SELECT * FROM password_resets'))).not.toContain(
      temporary,
    );

    // Every session of the person ends, as a password change does.
    expect((await refresh(before.refresh_token)).status).toBe(400);
    // The old password no longer opens the account.
    expect((await signInForm(demo.carlos, DEMO_PASSWORD)).answer.status).toBe(401);

    // The temporary password leads to 'Defina sua nova senha', not into the app.
    const step = await signInForm('321.654.987-91', temporary);
    expect(step.answer.status).toBe(200);
    expect(step.html).toContain('<h1>Defina sua nova senha</h1>');
    expect(step.answer.headers.get('location')).toBeNull();

    const refused = async (password: string, confirmation: string, message: string) => {
      const answer = await postNewPassword(step, password, confirmation);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(message);
    };
    await refused('curta', 'curta', 'Sua senha deve conter no mínimo 8 caracteres');
    await refused('senha-nova-1', 'senha-nova-2', 'As senhas digitadas não são iguais.');
    await refused(temporary, temporary, 'Escolha uma senha diferente da senha temporária.');

    const chosen = await postNewPassword(step, 'minha-senha-nova');
    expect(chosen.status).toBe(302);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('state')).toBe(step.query.get('state'));
    const tokens = await fetch(`${server.baseUrl}/auth/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: step.verifier,
        redirect_uri: `${server.baseUrl}/login`,
        client_id: 'cestas-web',
      }),
    });
    expect(tokens.status).toBe(200);

    // One time only: the ticket is used up, the temporary password is dead, the new one goes straight in.
    expect((await postNewPassword(step, 'outra-senha-nova')).status).toBe(410);
    expect((await signInForm(demo.carlos, temporary)).answer.status).toBe(401);
    expect((await signInForm(demo.carlos, 'minha-senha-nova')).answer.status).toBe(302);
  });

  it('lifts a lock from failed attempts, so the person can sign in at once', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1)
      await postSignInForm(
        server.baseUrl,
        codeFlowQuery(server.baseUrl).query,
        demo.fernanda,
        'errada-errada',
      );
    expect((await signInForm(demo.fernanda, DEMO_PASSWORD)).answer.status).toBe(429);
    const { json } = await admin('POST', '/accounts/password-reset', { login: demo.fernanda });
    expect((await signInForm(demo.fernanda, json.temporaryPassword)).answer.status).toBe(200);
  });
});

describe('the hosted sign-in page', () => {
  it('shows the app’s name and mark and “Esqueci minha senha”, which says how to recover access here', async () => {
    const { query } = codeFlowQuery(server.baseUrl);
    const page = await (await fetch(`${server.baseUrl}/auth/oauth2/authorize?${query}`)).text();
    expect(page).toContain('<span>Cestas Solidárias</span>');
    expect(page).toMatch(/<svg[^>]*aria-hidden="true"/);
    const link = /<a href="([^"]+)">Esqueci minha senha<\/a>/
      .exec(page)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(link).toMatch(/^\/auth\/oauth2\/authorize\/forgot-password\?/);

    const forgot = await fetch(`${server.baseUrl}${link}`);
    expect(forgot.status).toBe(200);
    const text = await forgot.text();
    expect(text).toContain(
      'Peça a um administrador da sua organização para redefinir a sua senha.',
    );
    const back =
      /<a href="([^"]+)">Voltar para entrar<\/a>/.exec(text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(new URLSearchParams(back.split('?')[1]).get('state')).toBe(query.get('state'));
    // A forged sign-in request gets the problem page, not the help.
    expect(
      (await fetch(`${server.baseUrl}/auth/oauth2/authorize/forgot-password?client_id=outro`))
        .status,
    ).toBe(400);
  });
});
