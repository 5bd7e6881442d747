import { beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { firstDonationOf } from '#tests/server/route-fixtures.ts';
import { signInWithCode, type TokenAnswer } from '#tests/support/hosted-sign-in.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 8: photos and reports were served `private, max-age=899`, so they stayed in the
// browser's cache after sign-out, and a link issued before sign-out still worked, without a
// token, for the rest of its 15 minutes.

const { clock, server: current } = serverPerFile();
let server: TestServer;
let receivedDonation: string;
beforeAll(async () => {
  server = current();
  receivedDonation = await firstDonationOf(server, demo.maria, 2);
});

// Links are for staff (decision 123): Rita, readonly, opens the photo of Maria's receipt.

async function photoLink(session: TokenAnswer): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/donation/${receivedDonation}/url`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

const signOut = (session: TokenAnswer) =>
  fetch(`${server.baseUrl}/auth/oauth2/revoke`, {
    method: 'POST',
    body: new URLSearchParams({ token: session.refresh_token, client_id: 'cestas-web' }),
  });

describe('links to personal files', () => {
  it('are never stored by the browser nor embedded by another site, and live two minutes', async () => {
    const session = await signInWithCode(server.baseUrl, demo.readonly, DEMO_PASSWORD);
    const link = await photoLink(session);
    const photo = await fetch(link);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    clock.advance(121 * 1000);
    const expired = await fetch(link);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      message: 'Link expirado ou inválido. Gere um novo link.',
    });
  });

  it('end with the session that asked for them: after sign-out its link is refused, another device’s works', async () => {
    const phone = await signInWithCode(server.baseUrl, demo.readonly, DEMO_PASSWORD);
    const laptop = await signInWithCode(server.baseUrl, demo.readonly, DEMO_PASSWORD);
    const phoneLink = await photoLink(phone);
    const laptopLink = await photoLink(laptop);
    expect((await signOut(phone)).status).toBe(200);
    expect((await fetch(phoneLink)).status).toBe(403);
    expect((await fetch(laptopLink)).status).toBe(200);
  });

  it('end with a password change, and a new sign-in gets links that work', async () => {
    const phone = await signInWithCode(server.baseUrl, demo.readonly, DEMO_PASSWORD);
    const link = await photoLink(phone);
    clock.advance(1000);
    const change = await fetch(`${server.baseUrl}/auth/change-password`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${phone.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        previousPassword: DEMO_PASSWORD,
        proposedPassword: 'nova-senha-segura',
      }),
    });
    expect(change.status).toBe(204);
    expect((await fetch(link)).status).toBe(403);
    clock.advance(1000);
    const again = await signInWithCode(server.baseUrl, demo.readonly, 'nova-senha-segura');
    expect((await fetch(await photoLink(again))).status).toBe(200);
  });

  it('cannot be moved to another session: the holder is signed with the file', async () => {
    const admin = await signInWithCode(server.baseUrl, demo.admin, DEMO_PASSWORD);
    const link = new URL(await photoLink(admin));
    const [payload, signature] = link.pathname.replace('/files/', '').split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const moved = Buffer.from(JSON.stringify({ ...claims, s: undefined, t: 0 })).toString(
      'base64url',
    );
    expect((await fetch(`${server.baseUrl}/files/${moved}.${signature}`)).status).toBe(403);
  });
});

describe('what the API reference says of file links', () => {
  it('is the lifetime the server gives them', async () => {
    const { readFile } = await import('node:fs/promises');
    const { readConfig } = await import('#server/config/config.ts');
    const reference = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const stated = [...reference.matchAll(/`200 \{ url \}`[^|]*?valid (\d+) min/g)].map((match) =>
      Number(match[1]),
    );
    expect(stated.length).toBeGreaterThanOrEqual(3);
    const { fileLinkTtlSeconds } = readConfig({});
    for (const minutes of stated) expect(minutes * 60).toBe(fileLinkTtlSeconds);
  });
});
