import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { signInWithCode, type TokenAnswer } from '#tests/support/hosted-sign-in.ts';

// Finding 12: auth_time was reset on every refresh, although the client assumes it survives one.

const { clock, server: current } = serverPerFile();
let server: TestServer;
beforeAll(() => {
  server = current();
});

async function refresh(refreshToken: string): Promise<TokenAnswer> {
  const reply = await fetch(`${server.baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'cestas-web',
    }),
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as TokenAnswer;
}

const authTimes = (answer: TokenAnswer) => [
  decodeJwt(answer.id_token).auth_time,
  decodeJwt(answer.access_token).auth_time,
];

describe('auth_time', () => {
  it('is the moment the person typed the password, kept through every refresh and a repeated one', async () => {
    const signedInAt = Math.floor(clock.now().getTime() / 1000);
    const signedIn = await signInWithCode(server.baseUrl, demo.maria, DEMO_PASSWORD);
    expect(authTimes(signedIn)).toEqual([signedInAt, signedInAt]);

    clock.advance(55 * 60 * 1000);
    const first = await refresh(signedIn.refresh_token);
    expect(decodeJwt(first.id_token).iat).toBeGreaterThan(signedInAt);
    expect(authTimes(first)).toEqual([signedInAt, signedInAt]);

    clock.advance(10_000);
    expect(authTimes(await refresh(signedIn.refresh_token))).toEqual([signedInAt, signedInAt]);

    clock.advance(6 * 24 * 60 * 60 * 1000);
    expect(authTimes(await refresh(first.refresh_token))).toEqual([signedInAt, signedInAt]);
  });
});
