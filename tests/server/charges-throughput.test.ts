import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const ROWS = 100_000;
const DONATIONS = 10;
const LIMIT_MS = 10_000;

let server: TestServer;
let admin: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});

afterAll(async () => {
  await server?.close();
});

const donationId = (n: number) => `TP-2026112100000${String(n).padStart(4, '0')}`;

describe('a 100,000-card voucher file', () => {
  it(`is processed over HTTP in under ${LIMIT_MS / 1000} s and every card is stored`, async () => {
    const { json } = await admin('GET', '/sites');
    const siteId: number = json.sites[0].siteId;
    const donations = ['donationId;leaderLogin;siteId;quantity'];
    for (let n = 1; n <= DONATIONS; n += 1)
      donations.push(`${donationId(n)};${demo.paulo};${siteId};${ROWS / DONATIONS}`);
    const created = await admin('POST', '/load/donation', csvForm(donations.join('\r\n')));
    expect(created.json.status).toBe('Processado com sucesso');

    const lines = ['\uFEFFvoucherId;donationId'];
    for (let i = 0; i < ROWS; i += 1)
      lines.push(`CARTAO-${String(i).padStart(7, '0')};${donationId((i % DONATIONS) + 1)}`);
    const file = csvForm(`${lines.join('\r\n')}\r\n`, 'cartoes-100k.csv');

    const started = performance.now();
    const response = await admin('POST', '/load/voucher', file);
    const elapsed = performance.now() - started;
    console.log(`100,000-row voucher load: ${Math.round(elapsed)} ms over HTTP`);

    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      status: 'Processado com sucesso',
      rows: ROWS,
      errorCount: 0,
    });
    expect(elapsed).toBeLessThan(LIMIT_MS);

    const [count] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT donation_id)::int AS donations FROM vouchers WHERE voucher_id LIKE 'CARTAO-%'",
    );
    expect(count).toEqual({ n: ROWS, donations: DONATIONS });
    // File order is delivery order inside each donation.
    const first = await admin('GET', `/vouchers?donationId=${donationId(1)}`);
    expect(
      first.json.vouchers
        .slice(0, 3)
        .map((v: { voucherId: string; position: number }) => [v.voucherId, v.position]),
    ).toEqual([
      ['CARTAO-0000000', 1],
      ['CARTAO-0000010', 2],
      ['CARTAO-0000020', 3],
    ]);
  }, 60_000);
});
