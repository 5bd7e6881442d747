/**
 * Accounts have an end (docs/privacy.md "Accounts"): an admin disables a departed person's
 * account (every session ends at once, sign-in is refused), anonymises it, any role's; the
 * retention run anonymises accounts disabled long ago; a data-subject answer holds every field
 * stored about a person's account. Resetting an admin's password takes a second admin, and every
 * reset is in the access log and told to the person at her next sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '#server/domain/retention/retention.ts';
import {
  api,
  demo,
  DEMO_PASSWORD,
  startTestServer,
  testClock,
  type TestServer,
} from '#tests/server/harness.ts';
import { codeFlowQuery, openSignInForm, signInWithCode } from '#tests/support/hosted-sign-in.ts';

const clock = testClock(new Date('2026-11-24T13:00:00.000Z'));
let server: TestServer;
let ana: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(400 * 24 * 3600) },
  });
  ana = api(server, await server.tokenFor(demo.admin));
});
afterAll(async () => {
  await server?.close();
});

async function signIn(cpf: string, password: string) {
  const { query } = codeFlowQuery(server.baseUrl);
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
  return { status: answer.status, html: await answer.text() };
}

const accessLog = (action: string) =>
  server.db.query<{ actor_role: string | null; detail: string | null }>(
    'SELECT actor_role, detail FROM access_log WHERE action = $1 ORDER BY seq',
    [action],
  );

describe('disabling an account', () => {
  it('ends its sessions at once, refuses its sign-in, and is logged with the reason', async () => {
    const session = await signInWithCode(server.baseUrl, demo.carlos, DEMO_PASSWORD);
    const carlos = api(server, session.id_token);
    expect((await carlos('GET', '/profile')).status).toBe(200);

    const refused = await ana('POST', '/accounts/disable', { login: demo.carlos, reason: 'x' });
    expect(refused.status).toBe(400);
    const disabled = await ana('POST', '/accounts/disable', {
      login: '321.654.987-91',
      reason: 'Deixou o projeto em novembro',
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.json.account.disabledAt).toBe(clock.now().toISOString());

    expect((await carlos('GET', '/profile')).status).toBe(401);
    const refresh = await fetch(`${server.baseUrl}/auth/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: 'cestas-web',
      }),
    });
    expect(refresh.status).toBe(400);
    const signInAgain = await signIn(demo.carlos, DEMO_PASSWORD);
    expect(signInAgain.status).toBe(401);
    expect(signInAgain.html).toContain('Esta conta está desativada');
    expect(await accessLog('account_disabled')).toEqual([
      { actor_role: 'admin', detail: 'Conta ***.654.987-**: Deixou o projeto em novembro' },
    ]);

    // Enabled again, it signs in again (its old sessions stay ended).
    await ana('POST', '/accounts/enable', { login: demo.carlos, reason: 'Voltou ao projeto' });
    expect((await signIn(demo.carlos, DEMO_PASSWORD)).status).toBe(302);
    expect((await carlos('GET', '/profile')).status).toBe(401);
  });

  it('is for admins, and never on one’s own account', async () => {
    for (const who of [demo.readonly, demo.maria]) {
      const call = api(server, await server.tokenFor(who));
      expect(
        (await call('POST', '/accounts/disable', { login: demo.paulo, reason: 'sem motivo' }))
          .status,
      ).toBe(403);
    }
    const own = await ana('POST', '/accounts/disable', { login: demo.admin, reason: 'teste 123' });
    expect(own.status).toBe(400);
  });
});

describe('anonymising an account', () => {
  it('of staff: every identifier goes, the name reads Anonimizado, nobody finds it by CPF', async () => {
    const rita = api(server, await server.tokenFor(demo.readonly));
    const ritaId = await server.userId(demo.readonly);
    const done = await ana('POST', '/accounts/anonymise', {
      login: demo.readonly,
      reason: 'Pedido da titular',
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json.account).toBeNull();
    expect((await rita('GET', '/profile')).status).toBe(401);
    const [row] = await server.db.query<Record<string, unknown>>(
      'SELECT * FROM users WHERE id = $1',
      [ritaId],
    );
    expect(row).toMatchObject({
      name: 'Anonimizado',
      login_hash: null,
      login_enc: null,
      email_enc: null,
      phone_enc: null,
    });
    expect(JSON.stringify(row)).not.toContain('Rita');
    expect((await ana('POST', '/accounts/lookup', { login: demo.readonly })).status).toBe(404);
    expect((await signIn(demo.readonly, DEMO_PASSWORD)).status).toBe(401);
  });

  it('of a leader with donations still to deliver is refused until they are passed on', async () => {
    const answer = await ana('POST', '/accounts/anonymise', {
      login: demo.maria,
      reason: 'Pedido da titular',
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/doações em andamento/);
  });
});

describe('a data-subject answer about a leader', () => {
  it('holds every field stored about her account, whole', async () => {
    const leaderId = await server.userId(demo.joao);
    const sealed = (column: string, value: string) =>
      server.deps.protection.seal(value, `users.${column}:${leaderId}`);
    await server.db.query(
      `UPDATE users SET rg_enc = $2, birthdate_enc = $3, delivery_location_enc = $4, delivery_cep_enc = $5, slums_enc = $6
        WHERE id = $1`,
      [
        leaderId,
        sealed('rg', '12.345.678-9'),
        sealed('birthdate', '1980-03-15'),
        sealed('delivery_location', 'Rua das Flores 10'),
        sealed('delivery_cep', '04230000'),
        sealed('slums', 'Rocinha, Vidigal'),
      ],
    );
    const record = await ana('POST', '/privacy/subject', { cpf: demo.joao });
    expect(record.status).toBe(200);
    expect(record.json.account).toMatchObject({
      name: 'João Santos',
      email: 'joao.santos@exemplo.org.br',
      rg: '12.345.678-9',
      birthdate: '1980-03-15',
      address: 'Rua das Flores 10',
      cep: '04230000',
      communities: 'Rocinha, Vidigal',
      siteName: expect.any(String),
      termsAcceptedAt: expect.any(String),
      checklists: expect.any(Array),
      awayReports: [],
      passwordResets: [],
    });
  });
});

describe('resetting a password', () => {
  it('of an admin takes a second admin, who alone sees the temporary password', async () => {
    // A second admin and a third, for this test.
    const adminRole = (login: string) =>
      server.db.query("UPDATE users SET role = 'admin' WHERE login_hash = $1", [
        server.loginHash(login),
      ]);
    await adminRole(demo.fernanda);
    await adminRole(demo.paulo);
    const fernanda = api(server, await server.tokenFor(demo.fernanda));

    const asked = await ana('POST', '/accounts/password-reset', { login: demo.paulo });
    expect(asked.status).toBe(202);
    expect(asked.json.temporaryPassword).toBeNull();
    expect(asked.json.account.resetRequest).toEqual({
      requestedBy: 'Ana Costa',
      at: clock.now().toISOString(),
    });
    // His password still works: nothing was reset yet.
    expect((await signIn(demo.paulo, DEMO_PASSWORD)).status).toBe(302);
    const again = await ana('POST', '/accounts/password-reset', { login: demo.paulo });
    expect(again.status).toBe(409);

    clock.advance(60_000);
    const confirmed = await fernanda('POST', '/accounts/password-reset', { login: demo.paulo });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.temporaryPassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await accessLog('password_reset_requested')).toEqual([
      { actor_role: 'admin', detail: 'Conta ***.753.486-**' },
    ]);
    expect(await accessLog('password_reset')).toEqual([
      { actor_role: 'admin', detail: 'Conta ***.753.486-**' },
    ]);

    // Told at his next sign-in, by whom and when.
    const next = await signIn(demo.paulo, confirmed.json.temporaryPassword);
    expect(next.status).toBe(200);
    expect(next.html).toContain(
      'Sua senha foi redefinida por Fernanda Oliveira em 24/11/2026 às 10h01.',
    );
    expect(next.html).toContain('Se não foi você quem pediu, avise a coordenação.');
  });

  it('of anyone else is still one admin’s, and logged', async () => {
    const before = (await accessLog('password_reset')).length;
    const reset = await ana('POST', '/accounts/password-reset', { login: demo.joao });
    expect(reset.status).toBe(200);
    expect(reset.json.temporaryPassword).not.toBeNull();
    expect((await accessLog('password_reset')).length).toBe(before + 1);
  });
});

describe('retention of departed people’s accounts', () => {
  it('anonymises an account disabled more than 180 days ago, not one disabled less', async () => {
    // Paulo has no donations to deliver: nothing holds his account back.
    await ana('POST', '/accounts/disable', { login: demo.paulo, reason: 'Deixou o projeto' });
    const settings = { retentionDays: 365, duplicateWindowDays: 30 };
    clock.advance(179 * 86_400_000);
    expect((await runRetention(server.deps, settings, clock.now())).accountsAnonymised).toBe(0);
    clock.advance(2 * 86_400_000);
    expect((await runRetention(server.deps, settings, clock.now())).accountsAnonymised).toBe(1);
    expect((await ana('POST', '/accounts/lookup', { login: demo.paulo })).status).toBe(404);
    expect(await accessLog('account_anonymised')).toContainEqual({
      actor_role: null,
      detail: 'Conta desativada há mais de 180 dias (prazo de retenção)',
    });
  });
});
