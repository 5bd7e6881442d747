import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherFunnel } from '#contract/voucher-funnel.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

let server: TestServer;
let admin: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});

afterAll(async () => {
  await server?.close();
});

const funnel = async (query = ''): Promise<Record<string, number>> => {
  const response = await admin('GET', `/overview/funnel${query}`);
  expect(response.status, response.text).toBe(200);
  return Object.fromEntries(
    (response.json as VoucherFunnel).stages.map(({ stage, cards }) => [stage, cards]),
  );
};

/** The demo's cards counted straight from the tables, for the stages the app itself records. */
async function counted(where = 'true', params: unknown[] = []) {
  const [row] = await server.db.query<Record<string, number>>(
    `SELECT count(*)::int AS "loaded",
            count(*) FILTER (WHERE d.received IS NOT NULL)::int AS "withLeader",
            count(*) FILTER (WHERE v.status = 2)::int AS "delivered",
            count(*) FILTER (WHERE v.family_answer = 'received')::int AS "familyConfirmed"
       FROM vouchers v JOIN donations d USING (donation_id) WHERE ${where}`,
    params,
  );
  return row!;
}

describe('the overview funnel', () => {
  it('counts the cards at each stage, in order, and narrows with the filter', async () => {
    const all = await funnel();
    expect(Object.keys(all)).toEqual([
      'loaded',
      'withLeader',
      'delivered',
      'familyConfirmed',
      'activated',
      'used',
    ]);
    expect(all).toMatchObject(await counted());
    expect(all.loaded).toBeGreaterThan(all.delivered!);
    expect(all).toMatchObject({ activated: 0, used: 0 });

    const [maria] = await server.db.query<{ leader_id: string }>(
      `SELECT d.leader_id FROM donations d JOIN vouchers v USING (donation_id)
        WHERE v.status = 2 GROUP BY d.leader_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const hers = await funnel(`?leaderId=${maria!.leader_id}`);
    expect(hers).toMatchObject(await counted('d.leader_id = $1', [maria!.leader_id]));
    expect(hers.loaded).toBeLessThan(all.loaded!);
  });

  it('moves activated and used once a statement saying so is confirmed, not before', async () => {
    const [card] = await server.db.query<{ voucher_id: string; day: string }>(
      `SELECT voucher_id, to_char(delivered AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS day
         FROM vouchers WHERE status = 2 ORDER BY voucher_id LIMIT 1`,
    );
    const upload = await admin(
      'POST',
      '/load/statement',
      csvForm(
        `cardNumber;activationDate;firstUseDate;balance;expiryDate\n${card!.voucher_id};${card!.day};${card!.day};0;31/12/2027\n`,
        'extrato.csv',
      ),
    );
    expect(upload.json.status).toBe('Aguardando confirmação');
    expect(await funnel()).toMatchObject({ activated: 0, used: 0 });
    expect((await admin('POST', `/load/${upload.json._id}/confirm`, {})).status).toBe(200);
    expect(await funnel()).toMatchObject({ activated: 1, used: 1 });
  });

  it('is read by staff only', async () => {
    const leader = api(server, await server.tokenFor(demo.maria));
    expect((await leader('GET', '/overview/funnel')).status).toBe(403);
    const readonly = api(server, await server.tokenFor(demo.readonly));
    expect((await readonly('GET', '/overview/funnel')).status).toBe(200);
  });
});
