import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { firstDonationOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';
import {
  recordFamilyNotReceived,
  recordFamilyReceived,
} from '#server/domain/receipt-check/public-delivery.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

let server: TestServer;
let joao: Call;
let admin: Call;
let readonly: Call;
let donationId: string;
let cards: string[];

beforeAll(async () => {
  server = await startTestServer();
  joao = api(server, await server.tokenFor(demo.joao));
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  // João's donation already received: two cards delivered, then the families answer.
  donationId = await firstDonationOf(server, demo.joao, 2);
  cards = (await vouchersOf(server.db, donationId)).map((card) => card.voucher_id);
  for (const [i, voucherId] of cards.slice(0, 2).entries()) {
    const response = await joao(
      'POST',
      `/donations/${donationId}/donate`,
      form(
        { ...location, voucherId, delivered: 'true', receivedName: 'Maria Souza' },
        { donateDonationFile: pngFile(40 + i * 40) },
      ),
    );
    expect(response.status, response.text).toBe(204);
  }
  await recordFamilyReceived(server.db, cards[0]!, new Date());
  await recordFamilyNotReceived(server.db, cards[1]!, new Date());
});

afterAll(async () => {
  await server?.close();
});

describe('what the families answered, for staff (docs/product.md R15.2, R15.4)', () => {
  it("the overview counts the cards confirmed and disputed, and each figure's list holds the donation", async () => {
    const overview = await admin('GET', '/overview');
    expect(overview.status).toBe(200);
    expect(overview.json.familyAnswers).toEqual({ received: 1, notReceived: 1 });
    for (const familyAnswer of ['received', 'notReceived']) {
      const list = await readonly('GET', `/filter/donation?familyAnswer=${familyAnswer}`);
      expect(list.status, list.text).toBe(200);
      expect(list.json.donations.map((d: { donationId: string }) => d.donationId)).toEqual([
        donationId,
      ]);
    }
  });

  it("'Família diz que não recebeu' is a flag staff filter by, naming the card", async () => {
    const review = await admin('GET', `/donations/${donationId}/review`);
    const flag = review.json.anomalies.find(
      (anomaly: { kind: string }) => anomaly.kind === 'familyNotReceived',
    );
    expect(flag).toMatchObject({ text: 'Família diz que não recebeu' });
    expect(flag.subjects).toEqual([expect.objectContaining({ type: 'card', voucherId: cards[1] })]);
    const list = await admin('GET', '/filter/donation?anomaly=familyNotReceived');
    expect(list.json.donations.map((d: { donationId: string }) => d.donationId)).toEqual([
      donationId,
    ]);
  });

  it('a leader never learns which family answered what', async () => {
    const review = await joao('GET', `/donations/${donationId}/review`);
    expect(review.status).toBe(200);
    expect(review.json.anomalies.map((anomaly: { kind: string }) => anomaly.kind)).not.toContain(
      'familyNotReceived',
    );
    const lists = [
      (await joao('GET', `/vouchers?donationId=${donationId}`)).json.vouchers,
      (await joao('GET', `/donations/${donationId}/details`)).json.vouchers,
    ];
    for (const list of lists)
      expect(list.map((card: { familyAnswer: unknown }) => card.familyAnswer)).toEqual([
        null,
        null,
        null,
      ]);
    const staff = await admin('GET', `/vouchers?donationId=${donationId}`);
    expect(
      staff.json.vouchers.map((card: { familyAnswer: string | null }) => card.familyAnswer),
    ).toEqual(['received', 'notReceived', null]);
  });
});
