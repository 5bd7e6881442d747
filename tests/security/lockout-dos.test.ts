import { beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { codeFlowQuery, postSignInForm } from '#tests/support/hosted-sign-in.ts';

// Finding 5: 5 wrong passwords from one address gave Maria's right password from another address
// a 429, with Retry-After growing to an hour: anyone who knows a CPF could lock its owner out.

const { clock, server: current } = serverPerFile({ env: { TRUST_PROXY: 'true' } });
let server: TestServer;
beforeAll(() => {
  server = current();
});

/** A sign-in from `address` (behind the one trusted proxy, which appends it to X-Forwarded-For). */
async function signIn(cpf: string, password: string, address: string) {
  const answer = await postSignInForm(
    server.baseUrl,
    codeFlowQuery(server.baseUrl).query,
    cpf,
    password,
    {
      headers: { 'x-forwarded-for': address },
    },
  );
  await answer.arrayBuffer();
  return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after') ?? 0) };
}

describe('lockout without denial of service', () => {
  it('wrong passwords from one address lock that address out of the account, not the owner at hers', async () => {
    const attacker = '203.0.113.5';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(demo.maria, `errada-${i}`, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(demo.maria, DEMO_PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(demo.maria, DEMO_PASSWORD, '198.51.100.20')).status).toBe(302);
  });

  it('guesses spread over many addresses meet a growing delay; an address that has not failed still signs in', async () => {
    const guessers = Array.from({ length: 10 }, (_, i) => `203.0.113.${100 + i}`);
    // One wrong password from each of ten addresses: the account's tenth failure.
    for (const address of guessers)
      expect((await signIn(demo.joao, 'errada', address)).status).toBe(401);
    const first = await signIn(demo.joao, 'errada', guessers[0]!);
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBeGreaterThanOrEqual(1);
    expect(first.retryAfter).toBeLessThanOrEqual(2);
    // Each new failure on the account makes the wait twice as long.
    clock.advance(2_000);
    expect((await signIn(demo.joao, 'errada', guessers[1]!)).status).toBe(401);
    const second = await signIn(demo.joao, 'errada', guessers[2]!);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBeGreaterThan(first.retryAfter);
    // Meanwhile João, at an address that has not failed, gets in at once.
    expect((await signIn(demo.joao, DEMO_PASSWORD, '198.51.100.30')).status).toBe(302);
  });
});
