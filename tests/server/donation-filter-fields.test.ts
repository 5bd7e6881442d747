/**
 * Issue 14, items 12 and 3: the filter's cards (quantity) and leader's CPF fields, and the
 * divergence flag (received quantity ≠ quantity sent) that admins filter on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { donationIdsOf, form, location, pngFile } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
type Found = {
  donations: { donationId: string; leaderName: string; quantity: number }[];
  total: number;
};

let server: TestServer;
let admin: Call;
beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});
afterAll(async () => {
  await server?.close();
});

async function filter(query: string): Promise<Found> {
  const response = await admin('GET', `/filter/donation?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

describe('GET /filter/donation: cards, leader CPF, divergence', () => {
  it('filters by the number of cards', async () => {
    const { donations } = await filter('quantity=5');
    expect(donations.length).toBeGreaterThan(0);
    expect(donations.every((d) => d.quantity === 5)).toBe(true);
  });

  it("filters by the leader's CPF, masked or not", async () => {
    const masked = await filter(`leaderCpf=${encodeURIComponent('111.444.777-35')}`);
    expect(masked.total).toBe(6);
    expect(new Set(masked.donations.map((d) => d.leaderName))).toEqual(new Set(['Maria da Silva']));
    expect((await filter(`leaderCpf=${demo.maria}`)).total).toBe(6);
  });

  it('refuses a CPF with wrong check digits and a quantity that is not a whole number from 1', async () => {
    const badCpf = await admin('GET', '/filter/donation?leaderCpf=111.444.777-36');
    expect(badCpf.status).toBe(400);
    expect(badCpf.json.message).toBe('CPF do líder inválido.');
    expect((await admin('GET', '/filter/donation?quantity=0')).status).toBe(400);
    expect((await admin('GET', '/filter/donation?quantity=2.5')).status).toBe(400);
  });

  it('finds the donations whose received quantity differs from the quantity sent, and only them', async () => {
    const [received] = await donationIdsOf(server, demo.maria, 2);
    await server.db.query(
      'UPDATE donations SET received_quantity = quantity + 1 WHERE donation_id = $1',
      [received],
    );

    // The demo data already holds divergent donations (the anomaly examples); every answer must
    // be one, the one made here included, and no donation whose count matches.
    const divergentIds = await server.db.query<{ donation_id: string }>(
      'SELECT donation_id FROM donations WHERE received_quantity IS NOT NULL AND received_quantity <> quantity ORDER BY donation_id',
    );
    const divergent = await filter('quantityDivergent=true');
    expect(divergent.donations.map((d) => d.donationId).sort()).toEqual(
      divergentIds.map((row) => row.donation_id),
    );
    expect(divergent.donations.map((d) => d.donationId)).toContain(received);
    const [flag] = await server.db.query<{ quantity_divergent: boolean }>(
      'SELECT quantity_divergent FROM donations WHERE donation_id = $1',
      [received],
    );
    expect(flag?.quantity_divergent).toBe(true);
    // 'false' is no criterion at all: the filter still needs one.
    expect((await admin('GET', '/filter/donation?quantityDivergent=false')).status).toBe(400);
  });

  it('a receipt with another count marks the donation divergent', async () => {
    const [waiting] = await donationIdsOf(server, demo.joao, 1);
    const joao = api(server, await server.tokenFor(demo.joao));
    const receipt = await joao(
      'POST',
      `/donations/${waiting}/receive`,
      form({ ...location, receivedQuantity: '1' }, { receiveDonationFile: pngFile() }),
    );
    expect(receipt.status, receipt.text).toBe(204);
    const ids = (await filter('quantityDivergent=true')).donations.map((d) => d.donationId);
    expect(ids).toContain(waiting);
  });
});
