import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idempotencyMessages } from '#contract/idempotency.ts';
import { IDEMPOTENCY_RETENTION_MS } from '#server/http/idempotency/idempotency-store.ts';
import { demo } from '#tests/server/harness.ts';
import { keyedApi } from '#tests/server/idempotency-fixtures.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 7: the Idempotency-Key store ran before the role check, so a user with no role stored a
// 7-day replay row for any path; there was no per-user cap (300 keys in 13 s); and a
// 12,000-character path with a key answered 500 (the primary key's index row was too large).

const KEYS_PER_USER = 3;
const { server, clock } = serverPerFile({
  env: {
    IDEMPOTENCY_KEYS_PER_USER: String(KEYS_PER_USER),
    TOKEN_TTL_SECONDS: String(30 * 24 * 3600),
  },
});

const keyedAs = async (login: string) => keyedApi(server(), await server().tokenFor(login));
const storedKeysOf = async (login: string) =>
  (
    await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1',
      [await server().userId(login)],
    )
  )[0]!.n;
const allStoredKeys = async () =>
  (await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys'))[0]!.n;
/** A leader's write the server answers 404 (no such donation): an answer that is kept and replayed. */
const endPath = () => `/donations/${randomUUID()}/end`;

describe('a keyed write the caller may not make stores nothing', () => {
  it.each([
    ['a user without a role, on a leader’s write', 'noRole', '/checklist', {}, 403],
    ['a user without a role, on an admin’s write', 'noRole', '/donations', {}, 403],
    ['a read-only user, on a leader’s write', 'readonly', '/checklist', {}, 403],
    [
      'a user without a role, on a path no route serves',
      'noRole',
      '/caminho/que/nao/existe',
      {},
      404,
    ],
    // Refused by the route's handler itself, after the key was claimed.
    ['a user signing in as someone else', 'noRole', '/cognito/sign-in', { login: demo.maria }, 401],
  ] as const)(
    '%s (%s, POST %s %o) → %i, no key stored, and a resend is refused again (not replayed)',
    async (_, login, path, body, status) => {
      const send = await keyedAs(demo[login]);
      const first = await send('POST', path, 'sem-papel-0001', body);
      expect(first.status).toBe(status);
      expect(await storedKeysOf(demo[login])).toBe(0);
      const again = await send('POST', path, 'sem-papel-0001', body);
      expect(again.status).toBe(status);
      expect(again.replayed).toBe(false);
    },
  );

  it('a caller who is not signed in → 401, and no key is stored for anyone', async () => {
    const before = await allStoredKeys();
    const response = await fetch(`${server().baseUrl}/api/checklist`, {
      method: 'POST',
      headers: { 'idempotency-key': 'anonimo-0001' },
    });
    expect(response.status).toBe(401);
    expect(await allStoredKeys()).toBe(before);
  });
});

describe('a per-user cap on stored keys', () => {
  it(`a user with ${KEYS_PER_USER} live keys gets 429 with the pt-BR message for a new one; her resends still replay; others are not held`, async () => {
    const paulo = await keyedAs(demo.paulo);
    const firstPath = endPath();
    for (let n = 1; n <= KEYS_PER_USER; n++) {
      expect((await paulo('POST', n === 1 ? firstPath : endPath(), `limite-000${n}`)).status).toBe(
        404,
      );
    }

    const over = await paulo('POST', endPath(), 'limite-0009');
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(idempotencyMessages.tooManyKeys);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(IDEMPOTENCY_RETENTION_MS / 1000);
    expect(await storedKeysOf(demo.paulo)).toBe(KEYS_PER_USER);

    const resend = await paulo('POST', firstPath, 'limite-0001');
    expect(resend.status).toBe(404);
    expect(resend.replayed).toBe(true);
    const joao = await keyedAs(demo.joao);
    expect((await joao('POST', endPath(), 'outra-pessoa-0001')).status).toBe(404);

    // Once her oldest keys expire, new ones are taken again.
    clock.advance(IDEMPOTENCY_RETENTION_MS + 60_000);
    expect((await paulo('POST', endPath(), 'limite-0010')).status).toBe(404);
  });

  it('a burst of new keys sent at once stores no more than the cap', async () => {
    const carlos = await keyedAs(demo.carlos);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        carlos('POST', endPath(), `rajada-${String(n).padStart(4, '0')}`),
      ),
    );
    expect(burst.filter((answer) => answer.status === 404)).toHaveLength(KEYS_PER_USER);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(12 - KEYS_PER_USER);
    expect(await storedKeysOf(demo.carlos)).toBe(KEYS_PER_USER);
  });
});

describe('a long path', () => {
  it('a keyed write to a 12,000-character path is answered by its route (never 500), and a resend replays it', async () => {
    const fernanda = await keyedAs(demo.fernanda);
    // Random, so the database cannot compress it into its index the way it would a repeated letter.
    const path = `/donations/${randomBytes(6_000).toString('hex')}/end`;
    const first = await fernanda('POST', path, 'caminho-longo-0001');
    expect(first.status).toBe(404);
    const again = await fernanda('POST', path, 'caminho-longo-0001');
    expect(again.status).toBe(404);
    expect(again.replayed).toBe(true);
    const stored = await server().db.query<Record<string, unknown>>(
      'SELECT * FROM idempotency_keys WHERE idempotency_key = $1',
      ['caminho-longo-0001'],
    );
    expect(stored).toHaveLength(1);
    // The path is kept as a fixed-size digest, never as the 12,000 characters themselves.
    expect(JSON.stringify(stored[0]).length).toBeLessThan(2_000);
  });
});
