/**
 * Security review 2, finding 11: GET /donations and the charge and report lists read every row,
 * so one staff call cost what the whole campaign holds. Each now answers one page, newest first,
 * no larger than LIST_PAGE_MAX, with `total`; `?limit` and `?offset` choose the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_MAX, LIST_PAGE_MESSAGES } from '#contract/list-page.ts';
import {
  api,
  demo,
  startTestServer,
  type ApiResponse,
  type TestServer,
} from '#tests/server/harness.ts';

type Call = (method: string, path: string) => Promise<ApiResponse>;

let server: TestServer;
let admin: Call;
let readonly: Call;
let paulo: Call;
const PAULOS = LIST_PAGE_MAX.donations + 5;
const EXTRA_LOADS = LIST_PAGE_MAX.charges + 3;
const EXTRA_REPORTS = LIST_PAGE_MAX.reports + 2;

const count = async (sql: string) => Number((await server.db.query<{ n: number }>(sql))[0]!.n);

beforeAll(async () => {
  server = await startTestServer();
  const [adminId, pauloId] = [await server.userId(demo.admin), await server.userId(demo.paulo)];
  // Paulo had none: now more than a page of his own, one per minute, the newest last.
  await server.db.query(
    `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created)
     SELECT 'PG-' || lpad(g::text, 17, '0'), $2, (SELECT min(site_id) FROM sites), 1, 1, now() + g * interval '1 minute'
       FROM generate_series(1, $1::int) AS g`,
    [PAULOS, pauloId],
  );
  await server.db.query(
    `INSERT INTO loads (id, file_name, type, status, rows, file_id, created_by, created_at)
     SELECT gen_random_uuid(), 'carga-' || g || '.csv', 'site', 'Processado com sucesso', 1, NULL, $2, now() - g * interval '1 minute'
       FROM generate_series(1, $1::int) AS g`,
    [EXTRA_LOADS, adminId],
  );
  await server.db.query(
    `INSERT INTO reports (id, type, details, filters, status, owner_id, created_at, complete)
     SELECT gen_random_uuid(), 'sites', 'Relatório ' || g, '{}'::jsonb, 1, $2, now() - g * interval '1 minute', false
       FROM generate_series(1, $1::int) AS g`,
    [EXTRA_REPORTS, adminId],
  );
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  paulo = api(server, await server.tokenFor(demo.paulo));
}, 120_000);
afterAll(() => server?.close());

describe('every list answers one bounded page, newest first, with the total', () => {
  it('GET /donations: at most 1,000 for staff, with how many there are', async () => {
    const all = await admin('GET', '/donations');
    expect(all.status).toBe(200);
    expect(all.json.donations).toHaveLength(LIST_PAGE_MAX.donations);
    expect(all.json.total).toBe(await count('SELECT count(*)::int AS n FROM donations'));
    const created = all.json.donations.map((d: { created: string }) => Date.parse(d.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.json.donations[0].donationId).toBe(`PG-${String(PAULOS).padStart(17, '0')}`);
  });

  it('?limit and ?offset choose the page; a limit over the maximum gets the maximum', async () => {
    const first = await admin('GET', '/donations?limit=20');
    const next = await readonly('GET', '/donations?limit=10&offset=5');
    expect(first.json.donations).toHaveLength(20);
    expect(next.json.donations.map((d: { donationId: string }) => d.donationId)).toEqual(
      first.json.donations.slice(5, 15).map((d: { donationId: string }) => d.donationId),
    );
    expect(next.json.total).toBe(first.json.total);
    expect((await admin('GET', '/donations?limit=100000')).json.donations).toHaveLength(
      LIST_PAGE_MAX.donations,
    );
    const past = await admin('GET', `/donations?offset=${first.json.total}`);
    expect(past.json).toEqual({ donations: [], total: first.json.total });
  });

  it('a leader pages through her own donations only', async () => {
    const own = await paulo('GET', '/donations');
    expect(own.json.donations).toHaveLength(LIST_PAGE_MAX.donations);
    expect(own.json.total).toBe(PAULOS);
    const last = await paulo('GET', `/donations?offset=${LIST_PAGE_MAX.donations}`);
    expect(last.json.donations.map((d: { donationId: string }) => d.donationId)).toEqual(
      [5, 4, 3, 2, 1].map((g) => `PG-${String(g).padStart(17, '0')}`),
    );
    expect(last.json.total).toBe(PAULOS);
  });

  it('GET /load and GET /reports: at most 200 each, newest first', async () => {
    const loads = await readonly('GET', '/load');
    expect(loads.json.loads).toHaveLength(LIST_PAGE_MAX.charges);
    expect(loads.json.total).toBe(await count('SELECT count(*)::int AS n FROM loads'));
    const reports = await admin('GET', '/reports');
    expect(reports.json.reports).toHaveLength(LIST_PAGE_MAX.reports);
    expect(reports.json.total).toBe(await count('SELECT count(*)::int AS n FROM reports'));
    expect(
      (await admin('GET', '/reports?limit=3&offset=1')).json.reports.map(
        (r: { details: string }) => r.details,
      ),
    ).toEqual(reports.json.reports.slice(1, 4).map((r: { details: string }) => r.details));
  });

  it('a malformed page is a pt-BR 400, never a 500', async () => {
    for (const [query, message] of [
      ['limit=0', LIST_PAGE_MESSAGES.limit],
      ['limit=abc', LIST_PAGE_MESSAGES.limit],
      ['limit=-5', LIST_PAGE_MESSAGES.limit],
      ['limit=1e9', LIST_PAGE_MESSAGES.limit],
      ['offset=-1', LIST_PAGE_MESSAGES.offset],
      ['offset=99999999999999999999', LIST_PAGE_MESSAGES.offset],
    ] as const) {
      for (const list of ['/donations', '/load', '/reports']) {
        const answer = await admin('GET', `${list}?${query}`);
        expect([list, query, answer.status, answer.json?.message]).toEqual([
          list,
          query,
          400,
          message,
        ]);
      }
    }
  });
});
