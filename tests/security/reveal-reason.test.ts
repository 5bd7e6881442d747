import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { firstDonationOf, vouchersOf } from '#tests/server/route-fixtures.ts';

/**
 * 'Mostrar dados completos' asks why (docs/privacy.md: 5–500 characters): a letter typed to get
 * past the question is not a reason, and no family's data is shown or logged for it.
 */
let server: TestServer;
let admin: ReturnType<typeof api>;
let card: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  const donationId = await firstDonationOf(server, demo.maria, 4);
  card = (await vouchersOf(server.db, donationId))[0]!.voucher_id;
});
afterAll(async () => {
  await server?.close();
});

const reveals = async () =>
  (
    await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM access_log WHERE action = 'reveal'",
    )
  )[0]!.n;

describe('the reason for revealing a family’s data', () => {
  it('of fewer than 5 characters is refused, and nothing is revealed or logged', async () => {
    for (const reason of ['x', 'ok', '   abcd   ']) {
      const answer = await admin('POST', `/voucher/${card}/reveal`, { reason });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: 'O motivo deve ter de 5 a 500 caracteres.' });
      expect(answer.text).not.toContain('123');
    }
    expect(await reveals()).toBe(0);
  });

  it('of 5 characters or more is recorded with the access', async () => {
    const answer = await admin('POST', `/voucher/${card}/reveal`, { reason: 'Ligar' });
    expect(answer.status).toBe(200);
    expect(await reveals()).toBe(1);
  });
});
