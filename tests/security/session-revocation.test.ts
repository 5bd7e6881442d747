import { beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { signInWithCode, type TokenAnswer } from '#tests/support/hosted-sign-in.ts';

// Finding 6: after a sign-out or a password change the old access token still read /api/profile
// and /api/donations for up to an hour, and the session from before a password change could call
// /auth/change-password again.

const { clock, server: current } = serverPerFile();
let server: TestServer;
beforeAll(() => {
  server = current();
});

const get = (path: string, token: string) =>
  fetch(`${server.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });

async function reads(tokens: TokenAnswer): Promise<number[]> {
  return [
    (await get('/profile', tokens.id_token)).status,
    (await get('/donations', tokens.id_token)).status,
    (await get('/profile', tokens.access_token)).status,
  ];
}

const changePassword = (accessToken: string, previousPassword: string, proposedPassword: string) =>
  fetch(`${server.baseUrl}/auth/change-password`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ previousPassword, proposedPassword }),
  });

describe('a session that has ended is refused at once', () => {
  it('sign-out: the access and id tokens of that session stop working, another device’s go on', async () => {
    const phone = await signInWithCode(server.baseUrl, demo.maria, DEMO_PASSWORD);
    const laptop = await signInWithCode(server.baseUrl, demo.maria, DEMO_PASSWORD);
    expect(await reads(phone)).toEqual([200, 200, 200]);
    const revoke = await fetch(`${server.baseUrl}/auth/oauth2/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: phone.refresh_token, client_id: 'cestas-web' }),
    });
    expect(revoke.status).toBe(200);
    expect(await reads(phone)).toEqual([401, 401, 401]);
    expect(await reads(laptop)).toEqual([200, 200, 200]);
  });

  it('a password change: every token issued before it is refused, even to change the password again; new sign-ins work', async () => {
    const phone = await signInWithCode(server.baseUrl, demo.joao, DEMO_PASSWORD);
    const laptop = await signInWithCode(server.baseUrl, demo.joao, DEMO_PASSWORD);
    // A token minted outside any session (no sid) is caught by its age alone.
    const sessionless = await server.tokenFor(demo.joao);
    clock.advance(1000);
    expect(
      (await changePassword(laptop.access_token, DEMO_PASSWORD, 'nova-senha-segura')).status,
    ).toBe(204);
    expect(await reads(phone)).toEqual([401, 401, 401]);
    expect(await reads(laptop)).toEqual([401, 401, 401]);
    expect((await get('/profile', sessionless)).status).toBe(401);
    expect(
      (await changePassword(phone.access_token, 'nova-senha-segura', 'outra-senha-segura')).status,
    ).toBe(401);
    clock.advance(1000);
    const again = await signInWithCode(server.baseUrl, demo.joao, 'nova-senha-segura');
    expect(await reads(again)).toEqual([200, 200, 200]);
  });
});
