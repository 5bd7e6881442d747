import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';
import { signInWithCode, type TokenAnswer } from '#tests/support/hosted-sign-in.ts';

// Finding 3: a refresh token refreshed once, then used three more times within 60 s, gave four new
// tokens: four live branches, each rotating on its own; two tabs refreshing at once both kept going.

const { clock, server: current } = serverPerFile();
let server: TestServer;
beforeAll(() => {
  server = current();
});

async function refresh(refreshToken: string): Promise<{ status: number; answer: TokenAnswer }> {
  const reply = await fetch(`${server.baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'cestas-web',
    }),
  });
  return { status: reply.status, answer: (await reply.json()) as TokenAnswer };
}

const sidOf = (answer: TokenAnswer) => decodeJwt(answer.access_token).sid;

describe('the refresh grace', () => {
  it('a token repeated within 60 s gets the successor it got the first time: no new branch', async () => {
    const signedIn = await signInWithCode(server.baseUrl, demo.maria, DEMO_PASSWORD);
    clock.advance(1000);
    const first = await refresh(signedIn.refresh_token);
    expect(first.status).toBe(200);
    const repeats = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(10_000);
      repeats.push(await refresh(signedIn.refresh_token));
    }
    expect(repeats.map((repeat) => repeat.status)).toEqual([200, 200, 200]);
    expect(repeats.map((repeat) => repeat.answer.refresh_token)).toEqual(
      Array(3).fill(first.answer.refresh_token),
    );
    // Fresh access tokens, of the same session.
    expect(new Set(repeats.map((repeat) => sidOf(repeat.answer)))).toEqual(
      new Set([sidOf(first.answer)]),
    );
    // One line: the successor rotates once, and every older token is spent.
    clock.advance(1000);
    const next = await refresh(first.answer.refresh_token);
    expect(next.status).toBe(200);
    expect(next.answer.refresh_token).not.toBe(first.answer.refresh_token);
  });

  it('two refreshes at the same moment (two tabs) get the same successor and keep one session', async () => {
    const signedIn = await signInWithCode(server.baseUrl, demo.joao, DEMO_PASSWORD);
    clock.advance(1000);
    const [tabA, tabB] = await Promise.all([
      refresh(signedIn.refresh_token),
      refresh(signedIn.refresh_token),
    ]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabA.answer.refresh_token).toBe(tabB.answer.refresh_token);
    clock.advance(1000);
    expect((await refresh(tabB.answer.refresh_token)).status).toBe(200);
  });

  it('a repeat once the successor has been used ends the whole session', async () => {
    const signedIn = await signInWithCode(server.baseUrl, demo.carlos, DEMO_PASSWORD);
    clock.advance(1000);
    const owner = await refresh(signedIn.refresh_token);
    clock.advance(1000);
    const ownerAgain = await refresh(owner.answer.refresh_token);
    expect(ownerAgain.status).toBe(200);
    // A thief replays the first token, well within a minute of its use.
    clock.advance(1000);
    const thief = await refresh(signedIn.refresh_token);
    expect(thief.status).toBe(400);
    clock.advance(1000);
    expect((await refresh(ownerAgain.answer.refresh_token)).status).toBe(400);
    // And the session's access token is refused at once.
    const profile = await fetch(`${server.baseUrl}/api/profile`, {
      headers: { authorization: `Bearer ${ownerAgain.answer.id_token}` },
    });
    expect(profile.status).toBe(401);
  });

  it('a repeat after the grace is a reuse: the session ends', async () => {
    const signedIn = await signInWithCode(server.baseUrl, demo.fernanda, DEMO_PASSWORD);
    clock.advance(1000);
    const first = await refresh(signedIn.refresh_token);
    clock.advance(61_000);
    expect((await refresh(signedIn.refresh_token)).status).toBe(400);
    expect((await refresh(first.answer.refresh_token)).status).toBe(400);
  });
});
