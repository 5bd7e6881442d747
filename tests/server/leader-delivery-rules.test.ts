import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import {
  donationIdsOf,
  form,
  jpegFile,
  location,
  pixelsOf,
  pngFile,
  snapshot,
  vouchersOf,
} from './route-fixtures.ts';

/**
 * The leader flow's server rules not covered by leader-flow.routes.test.ts: ownership of each
 * step, the order of steps, a double submission of one delivery, and the proof photo link.
 */

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

let server: TestServer;
let joao: Call;
let maria: Call;
let admin: Call;
let waiting: string;
let received: string;
let receivedVouchers: string[];

beforeAll(async () => {
  server = await startTestServer();
  joao = api(server, await server.tokenFor(demo.joao));
  maria = api(server, await server.tokenFor(demo.maria));
  admin = api(server, await server.tokenFor(demo.admin));
  const [firstWaiting] = await donationIdsOf(server, demo.joao, 1);
  const [firstReceived] = await donationIdsOf(server, demo.joao, 2);
  if (!firstWaiting || !firstReceived)
    throw new Error('the demo data changed: João needs donations at 1 and 2');
  waiting = firstWaiting;
  received = firstReceived;
  receivedVouchers = (await vouchersOf(server.db, received)).map((v) => v.voucher_id);
});

afterAll(async () => {
  await server?.close();
});

async function expectRefused(call: () => Promise<ApiResponse>, status: number, message?: string) {
  const before = await snapshot(server.db);
  const response = await call();
  expect(response.status, response.text).toBe(status);
  if (message) expect(response.json.message).toBe(message);
  expect(await snapshot(server.db)).toBe(before);
}

async function countFiles(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM files',
  );
  return Number(row?.count ?? 0);
}

const notDelivered = (voucherId: string, leaderComment = 'Família não estava em casa.') =>
  form({ ...location, voucherId, delivered: 'false', leaderComment });

describe("ownership: only João acts on João's donations", () => {
  it('another leader gets 404 on receive, donate and end, 403 on the photo links, and nothing changes', async () => {
    await expectRefused(
      () =>
        maria(
          'POST',
          `/donations/${waiting}/receive`,
          form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() }),
        ),
      404,
    );
    await expectRefused(
      () => maria('POST', `/donations/${received}/donate`, notDelivered(receivedVouchers[0]!)),
      404,
    );
    await expectRefused(() => maria('POST', `/donations/${received}/end`), 404);
    // Photo links are staff's: any leader is refused (decision 123).
    await expectRefused(() => maria('GET', `/donation/${received}/url`), 403);
    await expectRefused(() => maria('GET', `/voucher/${receivedVouchers[0]}/url`), 403);
  });

  it('admin may look but not act as the leader', async () => {
    await expectRefused(
      () =>
        admin(
          'POST',
          `/donations/${waiting}/receive`,
          form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() }),
        ),
      403,
    );
    await expectRefused(
      () => admin('POST', `/donations/${received}/donate`, notDelivered(receivedVouchers[0]!)),
      403,
    );
    expect((await admin('GET', `/donations/${received}/details`)).status).toBe(200);
  });
});

describe('the order of the steps', () => {
  it('a received donation cannot be received again nor ended before any voucher', async () => {
    await expectRefused(
      () =>
        joao(
          'POST',
          `/donations/${received}/receive`,
          form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() }),
        ),
      409,
      'Esta doação já teve o recebimento confirmado.',
    );
    await expectRefused(
      () => joao('POST', `/donations/${received}/end`),
      409,
      'A entrega desta doação não está em andamento.',
    );
  });

  it('a not-delivered first voucher also starts the delivery (2 → 3) and its deadline', async () => {
    const response = await joao(
      'POST',
      `/donations/${received}/donate`,
      notDelivered(receivedVouchers[0]!),
    );
    expect(response.status, response.text).toBe(204);
    const { json } = await joao('GET', `/donations/${received}/details`);
    expect(json).toMatchObject({
      status: 3,
      statusText: 'Entregando',
      deliveredCount: 0,
      notDeliveredCount: 1,
    });
    expect(Date.parse(json.deadline) - Date.parse(json.deliveryStarted)).toBe(24 * 60 * 60 * 1000);
  });

  it('an identical not-delivered repeat succeeds without a change', async () => {
    const before = await snapshot(server.db);
    expect(
      (await joao('POST', `/donations/${received}/donate`, notDelivered(receivedVouchers[0]!)))
        .status,
    ).toBe(204);
    expect(await snapshot(server.db)).toBe(before);
  });
});

describe('one delivery submitted twice at once (a double tap)', () => {
  it('both copies succeed, one delivery is stored, and no stray photo is kept', async () => {
    const voucherId = receivedVouchers[1]!;
    const filesBefore = await countFiles();
    const send = () =>
      joao(
        'POST',
        `/donations/${received}/donate`,
        form(
          { ...location, voucherId, delivered: 'true', receivedName: 'Luzia Nascimento' },
          { donateDonationFile: jpegFile() },
        ),
      );
    // A third copy at once may be told her photos are still being read (429); the outbox sends
    // it again, and so does this test, once the others are answered.
    const replies = await Promise.all([send(), send(), send()]);
    expect(replies.filter((reply) => reply.status === 204).length).toBeGreaterThanOrEqual(2);
    for (const reply of replies.filter((reply) => reply.status !== 204)) {
      expect(reply.status, reply.text).toBe(429);
      expect((await send()).status).toBe(204);
    }

    const vouchers = await vouchersOf(server.db, received);
    expect(vouchers.find((v) => v.voucher_id === voucherId)?.status).toBe(2);
    const filesAfter = await countFiles();
    expect(filesAfter).toBe(filesBefore + 1);
  });
});

describe('the proof photo link', () => {
  it('serves the photo João sent, pixel for pixel, with its type', async () => {
    const photo = pngFile(123);
    const sent = await joao(
      'POST',
      `/donations/${waiting}/receive`,
      form({ receivedQuantity: '3', ...location }, { receiveDonationFile: photo }),
    );
    expect(sent.status, sent.text).toBe(204);
    const { json } = await admin('GET', `/donation/${waiting}/url`);
    const served = await fetch(json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await pixelsOf(new Uint8Array(await served.arrayBuffer()))).toEqual(
      await pixelsOf(photo.bytes),
    );
  });
});
