import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import { firstDonationOf } from './route-fixtures.ts';

/** Decision 187: a card's number is whole for admins and leaders, `****1234` for readonly. */

let server: TestServer;
let admin: ReturnType<typeof api>;
let readonly: ReturnType<typeof api>;
let wholeNumbers: string[];

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  wholeNumbers = (
    await server.db.query<{ voucher_id: string }>('SELECT voucher_id FROM vouchers')
  ).map((row) => row.voucher_id);
});

afterAll(async () => {
  await server?.close();
});

/** Every whole card number found in a text. */
const wholeIn = (text: string) => wholeNumbers.filter((number) => text.includes(number));

describe("readonly never receives a card's whole number", () => {
  it("the donation's cards, one card, and its review name each card by its last four digits and open it by its place", async () => {
    const donationId = await firstDonationOf(server, demo.maria, 4);
    const list = await readonly('GET', `/vouchers?donationId=${donationId}`);
    expect(list.status, list.text).toBe(200);
    expect(wholeIn(list.text)).toEqual([]);
    const [card] = list.json.vouchers;
    expect(card.voucherId).toMatch(/^\*{4}\d{4}$/);
    expect(card.key).toBe(`${donationId}~1`);

    const one = await readonly('GET', `/voucher/${encodeURIComponent(card.key)}`);
    expect(one.status, one.text).toBe(200);
    expect(one.json.voucher.voucherId).toBe(card.voucherId);
    expect(wholeIn(one.text)).toEqual([]);
    const review = await readonly('GET', `/donations/${donationId}/review`);
    expect(review.status, review.text).toBe(200);
    expect(wholeIn(review.text)).toEqual([]);

    // Asking by the whole number finds nothing for readonly; an admin reads it whole.
    const [whole] = (
      await server.db.query<{ voucher_id: string }>(
        'SELECT voucher_id FROM vouchers WHERE donation_id = $1 AND position = 1',
        [donationId],
      )
    ).map((row) => row.voucher_id);
    expect((await readonly('GET', `/voucher/${whole}`)).status).toBe(404);
    const adminList = await admin('GET', `/vouchers?donationId=${donationId}`);
    expect(adminList.json.vouchers[0]).toMatchObject({ voucherId: whole, key: whole });
    expect((await admin('GET', `/voucher/${whole}`)).json.voucher.voucherId).toBe(whole);
  });

  it("readonly's card export masks every number", async () => {
    const exported = async (caller: typeof admin, filter: Record<string, unknown>) => {
      const asked = await caller('POST', '/reports/voucher', filter);
      expect(asked.status, asked.text).toBe(201);
      await vi.waitFor(
        async () => {
          const { json } = await caller('GET', '/reports');
          expect(json.reports.find((r: { id: string }) => r.id === asked.json.id)?.status).toBe(2);
        },
        { timeout: 15_000, interval: 50 },
      );
      const link = await caller('GET', `/report/${asked.json.id}/url`);
      return new TextDecoder().decode(await (await fetch(link.json.url)).arrayBuffer());
    };
    const masked = await exported(readonly, { leaderName: 'Maria' });
    expect(masked.split('\r\n').length).toBeGreaterThan(5);
    expect(wholeIn(masked)).toEqual([]);
    expect(masked).toMatch(/\*{4}\d{4};/);
  });
});
