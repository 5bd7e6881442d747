/**
 * Passwords people choose, and those others choose for them (docs/security.md): the 10,000 most
 * used and the demo accounts' published one are refused wherever a password is set; a password
 * from a charge file or an admin's reset must be changed at first use and dies unused after 72 h.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  DEMO_PASSWORD,
  startTestServer,
  testClock,
  type TestServer,
} from '#tests/server/harness.ts';
import { csvForm } from '#tests/server/route-fixtures.ts';
import { codeFlowQuery, openSignInForm } from '#tests/support/hosted-sign-in.ts';

const clock = testClock(new Date('2026-11-24T13:00:00.000Z'));
let server: TestServer;
let admin: ReturnType<typeof api>;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(30 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  siteId = (await admin('GET', '/sites')).json.sites[0].siteId;
});
afterAll(async () => {
  await server?.close();
});

const HEADER =
  'password,siteId,name,cpf,rg,phone,email,birthdate,deliveryLocation,deliveryCep,slums';

/** Signs in with the hosted form: the answer and its page. */
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

const changePassword = async (login: string, previous: string, proposed: string) => {
  const answer = await fetch(`${server.baseUrl}/auth/change-password`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await server.accessTokenFor(login)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ previousPassword: previous, proposedPassword: proposed }),
  });
  return { status: answer.status, body: answer.status === 204 ? null : await answer.json() };
};

const loadUsers = async (...lines: string[]) => {
  clock.advance(60_000);
  const upload = await admin('POST', '/load/user', csvForm([HEADER, ...lines].join('\n')));
  expect(upload.status, upload.text).toBe(201);
  return (await admin('GET', `/load/${upload.json._id}`)).json;
};

describe('choosing a password', () => {
  it('refuses the most used ones, the published demo password and one’s own CPF', async () => {
    for (const [proposed, message] of [
      ['12345678', /muito usada/],
      ['Password1', /muito usada/],
      ['qwertyuiop', /muito usada/],
      [DEMO_PASSWORD, /muito usada/],
      ['SENHA1234', /muito usada/],
      ['741.852.963-55', /seu CPF/],
    ] as const) {
      const refused = await changePassword(demo.fernanda, DEMO_PASSWORD, proposed);
      expect(refused.status, proposed).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    expect((await changePassword(demo.fernanda, DEMO_PASSWORD, 'feira de domingo 7')).status).toBe(
      204,
    );
  });

  it('a charge file may not give anyone a common password', async () => {
    const load = await loadUsers(
      `12345678,${siteId},Pessoa Fraca,390.533.447-05,,,fraca@exemplo.org.br,,,,`,
    );
    expect(load.status).not.toBe('Processado com sucesso');
    expect(load.errors).toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(/Senha muito usada/) }),
    );
  });
});

describe('a password someone else chose', () => {
  it('from a charge file must be changed at first use', async () => {
    const load = await loadUsers(
      `arvore-azul-42,${siteId},Raimundo Cargas,583.920.174-04,,,raimundo@exemplo.org.br,,,,`,
    );
    expect(load.status).toBe('Processado com sucesso');
    const first = await signIn('583.920.174-04', 'arvore-azul-42');
    expect(first.status).toBe(200);
    expect(first.html).toContain('<h1>Defina sua nova senha</h1>');
  });

  it('dies unused after 72 hours: a charge file’s and an admin’s temporary one', async () => {
    const load = await loadUsers(
      `rio-verde-77,${siteId},Benedita Souza,845.226.930-79,,,benedita@exemplo.org.br,,,,`,
    );
    expect(load.status).toBe('Processado com sucesso');
    const reset = await admin('POST', '/accounts/password-reset', { login: demo.paulo });
    const temporary: string = reset.json.temporaryPassword;

    clock.advance(71 * 3_600_000);
    expect((await signIn('845.226.930-79', 'rio-verde-77')).status).toBe(200);
    expect((await signIn(demo.paulo, temporary)).status).toBe(200);

    clock.advance(2 * 3_600_000);
    for (const [cpf, password] of [
      ['845.226.930-79', 'rio-verde-77'],
      [demo.paulo, temporary],
    ] as const) {
      const expired = await signIn(cpf, password);
      expect(expired.status).toBe(401);
      expect(expired.html).toContain('Esta senha venceu');
      expect(expired.html).not.toContain('Defina sua nova senha');
    }
  });
});
