import { beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';

// Finding 3: refresh tokens were not rotated, could be reused, survived sign-out and password
// changes, and lasted 30 days.

const DAY = 24 * 60 * 60 * 1000;
const { clock, server: current } = serverPerFile();
let server: TestServer;
beforeAll(() => {
  server = current();
});

const refresh = (refreshToken: string) =>
  fetch(`${server.baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'cestas-web',
    }),
  });

async function refreshed(refreshToken: string): Promise<string> {
  // Refreshes of one family are a round trip apart at least; the test clock stands still otherwise.
  clock.advance(1000);
  const reply = await refresh(refreshToken);
  expect(reply.status).toBe(200);
  const next = ((await reply.json()) as { refresh_token?: unknown }).refresh_token;
  expect(typeof next === 'string' && next !== refreshToken).toBe(true);
  return next as string;
}

describe('refresh tokens', () => {
  it('rotate at every refresh; an old token shown again revokes the whole family', async () => {
    const first = (await signInWithCode(server.baseUrl, demo.maria, DEMO_PASSWORD)).refresh_token;
    const second = await refreshed(first);
    expect(second).not.toBe(first);
    const third = await refreshed(second);

    const reuse = await refresh(first);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
    // The thief or the owner: nobody knows which, so the newest token stops working too.
    expect((await refresh(third)).status).toBe(400);
  });

  it('answer a refresh again when its answer was lost (a reload mid-refresh), within a minute, until the family moves on', async () => {
    const first = (await signInWithCode(server.baseUrl, demo.maria, DEMO_PASSWORD)).refresh_token;
    await refreshed(first); // the answer never reached the phone
    const again = await refreshed(first); // the reloaded page still holds the first token
    await refreshed(again);
    // Now the family has moved on: the first token shown once more is a theft.
    expect((await refresh(first)).status).toBe(400);
    expect((await refresh(again)).status).toBe(400);
  });

  it('sign-out revokes the whole session (POST /auth/oauth2/revoke, as the app does), even with an older token', async () => {
    const { refresh_token: token } = await signInWithCode(server.baseUrl, demo.joao, DEMO_PASSWORD);
    const next = await refreshed(token);
    const revoke = await fetch(`${server.baseUrl}/auth/oauth2/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token, client_id: 'cestas-web' }),
    });
    expect(revoke.status).toBe(200);
    expect((await refresh(next)).status).toBe(400);
  });

  it("a password change revokes all of the user's refresh tokens", async () => {
    const phone = await signInWithCode(server.baseUrl, demo.paulo, DEMO_PASSWORD);
    const laptop = await signInWithCode(server.baseUrl, demo.paulo, DEMO_PASSWORD);
    const changed = await fetch(`${server.baseUrl}/auth/change-password`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${laptop.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        previousPassword: DEMO_PASSWORD,
        proposedPassword: 'nova-senha-segura',
      }),
    });
    expect(changed.status).toBe(204);
    expect((await refresh(phone.refresh_token)).status).toBe(400);
    expect((await refresh(laptop.refresh_token)).status).toBe(400);
  });

  it('expire after 14 idle days, and no session outlives 30 days however often it refreshes', async () => {
    const idle = (await signInWithCode(server.baseUrl, demo.fernanda, DEMO_PASSWORD)).refresh_token;
    let active = (await signInWithCode(server.baseUrl, demo.readonly, DEMO_PASSWORD)).refresh_token;
    clock.advance(7 * DAY);
    active = await refreshed(active);
    clock.advance(7 * DAY + 1000);
    expect((await refresh(idle)).status).toBe(400);
    active = await refreshed(active); // day 14
    clock.advance(7 * DAY);
    active = await refreshed(active); // day 21
    clock.advance(7 * DAY);
    active = await refreshed(active); // day 28
    clock.advance(2 * DAY);
    expect((await refresh(active)).status).toBe(400); // day 30: the sign-in is too old
  });
});
