/**
 * One family, one basket per period (docs/product.md R10.3): a card delivered to a CPF (by its
 * keyed hash) that already received one within DUPLICATE_WINDOW_DAYS, from any leader, flags the
 * later donation 'Família já atendida neste período', with the earlier delivery to open. The
 * delivery itself is never refused (offline deliveries sync later).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { firstDonationOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let joao: Call;
let joaoDonation: string;
let mariaDonation: string;
let josefaCard: string;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(90 * 24 * 3600), DUPLICATE_WINDOW_DAYS: '30' },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  joao = api(server, await server.tokenFor(demo.joao));
  joaoDonation = await firstDonationOf(server, demo.joao, 2);
  mariaDonation = await firstDonationOf(server, demo.maria, 4);
  josefaCard = (await vouchersOf(server.db, mariaDonation))[0]!.voucher_id;
});

afterAll(async () => {
  await server?.close();
});

const flagsOf = async (donationId: string) =>
  (await admin('GET', `/donations/${donationId}/review`)).json;

async function deliver(voucherId: string, cpf: string) {
  const response = await joao(
    'POST',
    `/donations/${joaoDonation}/donate`,
    form(
      { ...location, voucherId, delivered: 'true', receivedName: 'Josefa R.', receivedCpf: cpf },
      { donateDonationFile: pngFile(90) },
    ),
  );
  expect(response.status, response.text).toBe(204);
}

describe('the familyServedTwice flag', () => {
  it('the demo serves each family once: no donation carries it', async () => {
    expect(
      (await admin('GET', '/filter/donation?anomaly=familyServedTwice')).json.donations,
    ).toEqual([]);
  });

  it('João delivers to a family Maria served 18 days ago: his donation is flagged, the delivery accepted', async () => {
    const [first] = await vouchersOf(server.db, joaoDonation);
    await deliver(first!.voucher_id, '123.456.789-09');
    const review = await flagsOf(joaoDonation);
    expect(review.anomalies).toContainEqual(
      expect.objectContaining({
        kind: 'familyServedTwice',
        text: 'Família já atendida neste período',
      }),
    );
    expect(review.earlierDeliveries).toEqual([
      expect.objectContaining({
        voucherId: first!.voucher_id,
        otherDonationId: mariaDonation,
        otherVoucherId: josefaCard,
        otherLeaderName: 'Maria da Silva',
      }),
    ]);
    // The earlier delivery is not the duplicate: Maria's donation is not flagged.
    expect(
      (await flagsOf(mariaDonation)).anomalies.map((a: { kind: string }) => a.kind),
    ).not.toContain('familyServedTwice');
    const filtered = (await admin('GET', '/filter/donation?anomaly=familyServedTwice')).json
      .donations;
    expect(filtered.map((d: { donationId: string }) => d.donationId)).toEqual([joaoDonation]);
    // The flag names no one: a leader reading his own review gets no other leader's delivery.
    expect((await joao('GET', `/donations/${joaoDonation}/review`)).json.earlierDeliveries).toEqual(
      [],
    );
  });

  it('outside the window there is no flag', async () => {
    const second = (await vouchersOf(server.db, joaoDonation))[1]!;
    clock.advance(40 * DAY);
    // A new day: today's health checklist first (R8.12).
    expect((await joao('POST', '/checklist')).status).toBe(201);
    // Luzia was served by Maria about 40 days before this delivery.
    await deliver(second.voucher_id, '852.963.741-00');
    const review = await flagsOf(joaoDonation);
    expect(review.earlierDeliveries.map((d: { voucherId: string }) => d.voucherId)).not.toContain(
      second.voucher_id,
    );
  });

  it('the donations export lists the flag', async () => {
    const created = await admin('POST', '/reports/donation', { leaderName: 'João' });
    const link = await vi.waitFor(
      async () => {
        const answer = await admin('GET', `/report/${created.json.id}/url`);
        expect(answer.status).toBe(200);
        return answer.json.url as string;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await (await fetch(link)).text()).toContain('Família já atendida neste período');
  });
});
