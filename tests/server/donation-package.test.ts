/**
 * Issue 14, item 12: the 'Pacote' of a donation is the donation charge file it came in. The
 * filter finds a package's donations, the details and the donations report name it, and a
 * donation registered by hand has none.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm } from './route-fixtures.ts';
import { hideVoucherNumber } from '#server/privacy/identifier-masks.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

let server: TestServer;
let admin: Call;
let siteId: number;
let packageId: string;
const PACKAGE_DONATIONS = ['SP-20261122000000801', 'SP-20261122000000802'];
const OTHER_PACKAGE_DONATION = 'SP-20261122000000803';

async function loadPackage(name: string, donationIds: string[]): Promise<string> {
  const lines = donationIds.map((id) => `${id},${demo.paulo},${siteId},2`).join('\n');
  const response = await admin(
    'POST',
    '/load/donation',
    csvForm(`donationId,leaderLogin,siteId,quantity\n${lines}\n`, name),
  );
  expect(response.status, response.text).toBe(201);
  expect(response.json.status).toBe('Processado com sucesso');
  return response.json._id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  siteId = (await admin('GET', '/sites')).json.sites[0].siteId;
  packageId = await loadPackage('pacote-novembro.csv', PACKAGE_DONATIONS);
  await loadPackage('pacote-dezembro.csv', [OTHER_PACKAGE_DONATION]);
});
afterAll(async () => {
  await server?.close();
});

describe("the donation's package", () => {
  it('filters the donations of one package, and only those', async () => {
    const found = await admin('GET', `/filter/donation?loadId=${packageId}`);
    expect(found.status, found.text).toBe(200);
    expect(found.json.donations.map((d: { donationId: string }) => d.donationId).sort()).toEqual(
      PACKAGE_DONATIONS,
    );
    expect(found.json.total).toBe(2);
  });

  it('the demo data holds a package of its own, with its donations', async () => {
    const [demoPackage] = await server.db.query<{ id: string; rows: number }>(
      "SELECT id, rows FROM loads WHERE file_name = 'doacoes-lote-novembro.csv'",
    );
    const found = await admin('GET', `/filter/donation?loadId=${demoPackage!.id}`);
    expect(found.json.total).toBeGreaterThan(0);
    expect(found.json.total).toBe(demoPackage!.rows);
  });

  it('refuses a package id that is not an id, in pt-BR', async () => {
    const wrong = await admin('GET', '/filter/donation?loadId=../../etc');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Pacote inválido.');
  });

  it('names the package on the details; a donation registered by hand has none', async () => {
    const details = await admin('GET', `/donations/${PACKAGE_DONATIONS[0]}/details`);
    expect(details.json.packageName).toBe('pacote-novembro.csv');
    const [byHand] = await server.db.query<{ donation_id: string }>(
      'SELECT donation_id FROM donations WHERE load_id IS NULL LIMIT 1',
    );
    const handDetails = await admin('GET', `/donations/${byHand!.donation_id}/details`);
    expect(handDetails.json.packageName).toBeNull();
  });

  it('the donations report names each donation’s package in its own column', async () => {
    const { header, rows } = await exportTable('donation', {
      listDonationId: [...PACKAGE_DONATIONS, OTHER_PACKAGE_DONATION],
    });
    const column = header.indexOf('Pacote');
    expect(column).toBeGreaterThan(0);
    expect(rows.map((row) => [row[0], row[column]]).sort()).toEqual([
      ...PACKAGE_DONATIONS.map((id) => [id, 'pacote-novembro.csv']),
      [OTHER_PACKAGE_DONATION, 'pacote-dezembro.csv'],
    ]);
  });

  it('an export filtered by package holds that package’s donations and cards, as the list does, and says so', async () => {
    const donations = await exportTable('donation', { loadId: packageId });
    expect(donations.details).toBe('Doações — Pacote: pacote-novembro.csv');
    expect(donations.rows.map((row) => row[0]).sort()).toEqual(PACKAGE_DONATIONS);

    const cardLines = [
      'voucherId,donationId',
      `PKG-801-1,${PACKAGE_DONATIONS[0]}`,
      `PKG-803-1,${OTHER_PACKAGE_DONATION}`,
    ];
    const loaded = await admin(
      'POST',
      '/load/voucher',
      csvForm(`${cardLines.join('\n')}\n`, 'cartoes-pacotes.csv'),
    );
    expect(loaded.json.status, loaded.text).toBe('Processado com sucesso');
    const cards = await exportTable('voucher', { loadId: packageId });
    // A masked export (the default) shows a card's last four characters (decision 187).
    expect(cards.rows.map((row) => row[0])).toEqual([hideVoucherNumber('PKG-801-1')]);
  });
});

/** Asks for a report, waits for its job, and reads its CSV: the request's details, the header and the rows. */
async function exportTable(type: 'donation' | 'voucher', filter: Record<string, unknown>) {
  const asked = await admin('POST', `/reports/${type}`, filter);
  expect(asked.status, asked.text).toBe(201);
  await vi.waitFor(
    async () => {
      const { json } = await admin('GET', '/reports');
      expect(json.reports.find((r: { id: string }) => r.id === asked.json.id)?.status).toBe(2);
    },
    { timeout: 10_000, interval: 20 },
  );
  const link = await admin('GET', `/report/${asked.json.id}/url`);
  const text = new TextDecoder().decode(await (await fetch(link.json.url)).arrayBuffer());
  const [header, ...rows] = text
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
  return { details: asked.json.details as string, header: header!, rows };
}
