import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '#server/app.ts';
import { demo, DEMO_PASSWORD, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { codeFlowQuery, postSignInForm } from '#tests/support/hosted-sign-in.ts';

// Finding 2: 40 wrong passwords for one CPF were all answered 401, and then the right one worked.

const MINUTE = 60 * 1000;
const { clock, server: current } = serverPerFile();
let server: TestServer;
beforeAll(() => {
  server = current();
});

const signIn = (cpf: string, password: string, baseUrl = server.baseUrl) =>
  postSignInForm(baseUrl, codeFlowQuery(baseUrl).query, cpf, password);

async function failTimes(times: number, cpf: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(cpf, `errada-${i}`)).status);
  return statuses;
}

describe('hosted sign-in', () => {
  it('locks an account out after 5 wrong passwords: 429, Retry-After and a pt-BR message, even for the right password', async () => {
    expect(await failTimes(5, demo.maria)).toEqual([401, 401, 401, 401, 429]);
    const locked = await signIn(demo.maria, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await locked.text()).toContain(
      'Muitas tentativas sem sucesso. Aguarde 1 minuto e tente novamente.',
    );
  });

  it('locks longer the next time (backoff), then lets the right password in', async () => {
    clock.advance(MINUTE + 1000);
    expect(await failTimes(5, demo.maria)).toEqual([401, 401, 401, 401, 429]);
    clock.advance(MINUTE + 1000);
    const stillLocked = await signIn(demo.maria, DEMO_PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(await stillLocked.text()).toContain('Aguarde 1 minuto');
    clock.advance(MINUTE);
    expect((await signIn(demo.maria, DEMO_PASSWORD)).status).toBe(302);
  });

  it('treats an unknown CPF exactly like a known one', async () => {
    const unknown = '000.000.001-91';
    const known = demo.joao;
    const answers = async (cpf: string) => {
      const statuses = await failTimes(5, cpf);
      const locked = await signIn(cpf, 'qualquer');
      return {
        statuses,
        locked: locked.status,
        retryAfter: locked.headers.get('retry-after'),
        text: (await locked.text()).replace(/(value|href)="[^"]*"/g, ''),
      };
    };
    expect(await answers(unknown)).toEqual(await answers(known));
  });

  it('the counters live in the database, so another instance on it sees the lock', async () => {
    await failTimes(5, demo.readonly);
    const other = createApp(server.deps);
    // Reached as a balancer reaches it: by its own address, with the origin's Host passed on.
    const originHost = new URL(server.baseUrl).host;
    const listener = createAdaptorServer({
      fetch: (request: Request, env: unknown) => {
        const headers = new Headers(request.headers);
        headers.set('host', originHost);
        return other.fetch(new Request(request, { headers }), env);
      },
    }) as Server;
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const otherUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      // The issuer and origin are the first instance's: post from there, as its page would.
      const locked = await postSignInForm(
        otherUrl,
        codeFlowQuery(server.baseUrl).query,
        demo.readonly,
        DEMO_PASSWORD,
        {
          origin: server.baseUrl,
        },
      );
      expect(locked.status).toBe(429);
      expect(
        await server.db.query(
          'SELECT 1 FROM auth_throttle WHERE key = $1 AND locked_until IS NOT NULL',
          [`pair:${server.loginHash(demo.readonly)}@127.0.0.1`],
        ),
      ).toHaveLength(1);
    } finally {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

describe('per address', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ now: clock.now });
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('locks an address that tries many accounts, whatever the next account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const cpf = `000.000.${String(100 + i).padStart(3, '0')}-00`;
      statuses.push(
        (await postSignInForm(fresh.baseUrl, codeFlowQuery(fresh.baseUrl).query, cpf, 'errada'))
          .status,
      );
    }
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(statuses[29]).toBe(429);
    const next = await postSignInForm(
      fresh.baseUrl,
      codeFlowQuery(fresh.baseUrl).query,
      demo.admin,
      DEMO_PASSWORD,
    );
    expect(next.status).toBe(429);
  });
});

describe('change password', () => {
  it('locks after 5 wrong current passwords with 429 and Retry-After', async () => {
    const access = await server.accessTokenFor(demo.carlos);
    const change = (previousPassword: string) =>
      fetch(`${server.baseUrl}/auth/change-password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ previousPassword, proposedPassword: 'nova-senha-123' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(`errada-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await change(DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).not.toBeNull();
    expect((await locked.json()).message).toContain('Muitas tentativas sem sucesso');
  });
});
