import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderGateMessages } from '#contract/leader-gates.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from '../server/harness.ts';
import {
  donationIdsOf,
  form,
  jpegFile,
  location,
  pngFile,
  vouchersOf,
} from '../server/route-fixtures.ts';

/**
 * Issue 36, finding 6: the leader's gates held by the server, not only by her phone. A leader
 * who has not accepted the term, has no checklist in the last 24 hours or reported she cannot
 * deliver gets 403 naming the gate; a write she made offline while her gates were open goes
 * through when it arrives after they closed (docs/product.md R8.12).
 */

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
const HOUR = 60 * 60 * 1000;

let server: TestServer;
const clock = testClock(new Date('2026-11-20T12:00:00Z'));
let joao: Call;
let carlos: Call;
let joaoToken: string;
let waiting: string;
let received: string;
let cards: string[];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, leadersReady: false });
  joaoToken = await server.tokenFor(demo.joao);
  joao = api(server, joaoToken);
  carlos = api(server, await server.tokenFor(demo.carlos));
  const [firstWaiting] = await donationIdsOf(server, demo.joao, 1);
  const [firstReceived] = await donationIdsOf(server, demo.joao, 2);
  if (!firstWaiting || !firstReceived)
    throw new Error('the demo data changed: João needs donations at 1 and 2');
  waiting = firstWaiting;
  received = firstReceived;
  cards = (await vouchersOf(server.db, received)).map((card) => card.voucher_id);
});

afterAll(async () => {
  await server?.close();
});

const delivery = (voucherId: string, extra: Record<string, string> = {}) =>
  form({ ...location, voucherId, delivered: 'false', leaderComment: 'Ninguém em casa.', ...extra });
const receipt = (extra: Record<string, string> = {}) =>
  form({ receivedQuantity: '3', ...location, ...extra }, { receiveDonationFile: pngFile() });

async function statusOf(voucherId: string): Promise<number | undefined> {
  return (await vouchersOf(server.db, received)).find((card) => card.voucher_id === voucherId)
    ?.status;
}

describe('a leader with no checklist today', () => {
  it('is refused the receipt and a delivery with 403 naming the checklist, and nothing is stored', async () => {
    const refusedReceipt = await joao('POST', `/donations/${waiting}/receive`, receipt());
    expect(refusedReceipt.status).toBe(403);
    expect(refusedReceipt.json).toEqual({
      message: leaderGateMessages.checklist,
      gate: 'checklist',
    });

    const refusedDelivery = await joao(
      'POST',
      `/donations/${received}/donate`,
      delivery(cards[0]!),
    );
    expect(refusedDelivery.status).toBe(403);
    expect(refusedDelivery.json.gate).toBe('checklist');
    expect(await statusOf(cards[0]!)).toBe(1);
  });

  it('sends the same write again with its Idempotency-Key after the checklist, and it goes through', async () => {
    const send = () =>
      fetch(`${server.baseUrl}/api/donations/${received}/donate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${joaoToken}`, 'idempotency-key': 'gate-then-checklist' },
        body: delivery(cards[0]!),
      });
    expect((await send()).status).toBe(403);
    expect((await joao('POST', '/checklist')).status).toBe(201);
    const again = await send();
    expect(again.status, await again.text()).toBe(204);
    expect(await statusOf(cards[0]!)).not.toBe(1);
  });
});

describe('a write made offline is judged by the gates of the moment it was made', () => {
  it('a delivery recorded while the checklist was valid is taken after it expired', async () => {
    const madeAt = clock.now().toISOString();
    clock.advance(30 * HOUR);
    joao = api(server, await server.tokenFor(demo.joao));
    carlos = api(server, await server.tokenFor(demo.carlos));
    const late = await joao(
      'POST',
      `/donations/${received}/donate`,
      delivery(cards[1]!, { recordedAt: madeAt }),
    );
    expect(late.status, late.text).toBe(204);
    // The same phone, without its time: today has no checklist.
    const now = await joao('POST', `/donations/${received}/donate`, delivery(cards[2]!));
    expect(now.status).toBe(403);
  });

  it('a time in the future counts as now, and a time older than 72 hours as 72 hours ago', async () => {
    const future = new Date(clock.now().getTime() + 48 * HOUR).toISOString();
    expect(
      (
        await joao(
          'POST',
          `/donations/${received}/donate`,
          delivery(cards[2]!, { recordedAt: future }),
        )
      ).status,
    ).toBe(403);
    // The checklist was confirmed 30 hours ago; claiming 100 hours ago is judged at 72 hours ago,
    // when there was none either.
    const old = new Date(clock.now().getTime() - 100 * HOUR).toISOString();
    expect(
      (
        await joao(
          'POST',
          `/donations/${received}/donate`,
          delivery(cards[2]!, { recordedAt: old }),
        )
      ).status,
    ).toBe(403);
  });

  it('a time that is not a time is refused as bad input', async () => {
    const bad = await joao(
      'POST',
      `/donations/${received}/donate`,
      delivery(cards[2]!, { recordedAt: 'ontem' }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('a leader who reported she cannot deliver', () => {
  it('is refused with the away gate until she confirms the checklist again', async () => {
    expect((await joao('POST', '/checklist')).status).toBe(201);
    expect((await joao('POST', '/leader/reports', { kind: 'symptoms' })).status).toBeLessThan(300);
    const refused = await joao('POST', `/donations/${received}/donate`, delivery(cards[2]!));
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: leaderGateMessages.away, gate: 'away' });

    expect((await joao('POST', '/checklist')).status).toBe(201);
    expect((await joao('POST', `/donations/${received}/donate`, delivery(cards[2]!))).status).toBe(
      204,
    );
  });
});

describe('a leader who never accepted the term', () => {
  it('is refused with the terms gate even with a checklist', async () => {
    await server.db.query('DELETE FROM commitments WHERE user_id = $1', [
      await server.userId(demo.carlos),
    ]);
    expect((await carlos('POST', '/checklist')).status).toBe(201);
    const [carlosWaiting] = await donationIdsOf(server, demo.carlos, 1);
    if (!carlosWaiting) throw new Error('the demo data changed: Carlos needs a donation at 1');
    const refused = await carlos(
      'POST',
      `/donations/${carlosWaiting}/receive`,
      form({ receivedQuantity: '1', ...location }, { receiveDonationFile: jpegFile() }),
    );
    expect(refused.status).toBe(403);
    expect(refused.json.gate).toBe('terms');
  });
});
