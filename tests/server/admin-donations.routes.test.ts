/**
 * The admin donation calls on the demo data: filter fields and their combinations, the result
 * limit with its total, registration rules (leader, site, new id, sent date at most a year
 * ahead), the details of each status and the proof photo links; readonly and leaders kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { donationIdsOf, firstDonationOf, snapshot, vouchersOf } from './route-fixtures.ts';
import { searchDonations } from '#server/domain/donations/donation-search.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
interface DonationJson {
  donationId: string;
  leaderName: string;
  siteName: string;
  status: number;
  created: string;
}

// 15:00 UTC is noon in São Paulo; the demo donations were created N whole days before.
const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let readonly: Call;
let carlos: Call;
let sites: { siteId: number; name: string; city: string; state: string }[];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  carlos = api(server, await server.tokenFor(demo.carlos));
  sites = (await admin('GET', '/sites')).json.sites;
});

afterAll(async () => {
  await server?.close();
});

const siteId = (name: string) => sites.find((s) => s.name === name)!.siteId;

async function filter(query: string): Promise<{ donations: DonationJson[]; total: number }> {
  const response = await admin('GET', `/filter/donation?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

const leadersOf = (donations: DonationJson[]) =>
  [...new Set(donations.map((d) => d.leaderName))].sort();

describe('GET /filter/donation on the demo data', () => {
  it('answers with the matches, newest first, and how many matched', async () => {
    const { donations, total } = await filter('leaderName=maria');
    expect(total).toBe(6);
    expect(donations.map((d) => d.status)).toEqual([1, 2, 3, 4, 5, 6]); // created 1, 5, 7, 20, 30, 40 days ago
    const created = donations.map((d) => d.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('finds a leader by part of the name without accents, and by the accented name', async () => {
    expect(leadersOf((await filter('leaderName=sant')).donations)).toEqual(['João Santos']);
    expect(leadersOf((await filter(`leaderName=${encodeURIComponent('JOÃO')}`)).donations)).toEqual(
      ['João Santos'],
    );
    expect((await filter('leaderName=ninguem%20com%20este%20nome')).total).toBe(0);
  });

  it('by site alone gives only that site', async () => {
    const { donations } = await filter(`siteId=${siteId('Centro Comunitário Jardim Florence')}`);
    expect(donations.map((d) => d.siteName)).toEqual(['Centro Comunitário Jardim Florence']);
  });

  it('by state, then narrowed by an accent-free city', async () => {
    expect(leadersOf((await filter('state=SP')).donations)).toEqual([
      'Carlos Pereira',
      'Maria da Silva',
    ]);
    expect(leadersOf((await filter('state=SP&city=campinas')).donations)).toEqual([
      'Carlos Pereira',
    ]);
    expect((await filter('state=MG')).total).toBe(0); // a site, but no donations there
  });

  it('by status combined with a leader', async () => {
    const { donations } = await filter('status=1&leaderName=joao');
    expect(donations).toHaveLength(2);
    expect(donations.every((d) => d.status === 1 && d.leaderName === 'João Santos')).toBe(true);
  });

  it('by a list of ids given as repeated parameters, combined with a status', async () => {
    const [waiting] = await donationIdsOf(server, demo.maria, 1);
    const [complete] = await donationIdsOf(server, demo.maria, 4);
    const both = await filter(`listDonationId=${waiting}&listDonationId=${complete}`);
    expect(both.donations.map((d) => d.donationId).sort()).toEqual([waiting, complete].sort());
    const onlyComplete = await filter(`listDonationId=${waiting},${complete}&status=4`);
    expect(onlyComplete.donations.map((d) => d.donationId)).toEqual([complete]);
  });

  it('by a date range: only dateFrom, only dateTo, and both', async () => {
    // Demo donations were created 1, 2, 3, 5, 6, 7, 15, 20, 30 and 40 days before 2026-11-21.
    expect((await filter('dateFrom=2026-11-16')).total).toBe(5); // 1, 2, 3, 5 (Maria, João) days ago
    expect((await filter('dateTo=2026-10-22')).total).toBe(2); // 30 and 40 days ago
    expect((await filter('dateFrom=2026-11-14&dateTo=2026-11-14')).total).toBe(1); // exactly 7 days ago
  });

  it('combines site, state and date: every condition must hold', async () => {
    const heliopolis = siteId('CEU Heliópolis');
    expect((await filter(`siteId=${heliopolis}&state=RJ`)).total).toBe(0);
    expect((await filter(`siteId=${heliopolis}&state=SP&dateFrom=2026-11-01`)).total).toBe(4); // 1, 5, 7 and 20 days ago
  });

  it('keeps the newest matches when there are more than the limit, and says how many matched', async () => {
    const all = await searchDonations(
      server.db,
      server.deps.protection,
      { state: 'SP' },
      new Date(),
      3,
    );
    expect(all.total).toBe(7);
    expect(all.donations).toHaveLength(3);
    const full = await filter('state=SP');
    expect(all.donations.map((d) => d.donationId)).toEqual(
      full.donations.slice(0, 3).map((d) => d.donationId),
    );
  });

  it('is for admin and readonly (who follows the overview into the list), never a leader', async () => {
    expect((await readonly('GET', '/filter/donation?status=1')).status).toBe(200);
    expect((await carlos('GET', '/filter/donation?status=1')).status).toBe(403);
  });
});

describe('POST /donations (register)', () => {
  const body = (change: Record<string, unknown> = {}) => ({
    siteId: siteId('Centro Comunitário Jardim Florence'),
    leaderLogin: '321.654.987-91', // Carlos
    donationId: 'SP-20261121000000901',
    quantity: 4,
    sentDate: '2026-11-21',
    ...change,
  });

  it('accepts a sent date exactly one year ahead and refuses one day more', async () => {
    const before = await snapshot(server.db);
    const late = await admin('POST', '/donations', body({ sentDate: '2027-11-22' }));
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('A data de envio não pode passar de um ano a partir de hoje.');
    expect(await snapshot(server.db)).toBe(before);

    const ok = await admin('POST', '/donations', body({ sentDate: '2027-11-21' }));
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json).toMatchObject({
      donationId: 'SP-20261121000000901',
      sentDate: '2027-11-21',
      leaderName: 'Carlos Pereira',
    });
  });

  it('the new donation is found by the filter and shown to its leader', async () => {
    const { donations } = await filter('listDonationId=SP-20261121000000901');
    expect(donations).toMatchObject([
      { status: 1, statusText: 'Esperando recebimento', quantity: 4 },
    ]);
    const mine = (await carlos('GET', '/donations')).json.donations.map(
      (d: DonationJson) => d.donationId,
    );
    expect(mine).toContain('SP-20261121000000901');
  });

  it('an id that exists (in any letter case) is a 409', async () => {
    const response = await admin(
      'POST',
      '/donations',
      body({ donationId: 'sp-20261121000000901', leaderLogin: '741.852.963-55' }),
    );
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('Já existe uma doação com este código.');
  });

  it('refuses readonly and leaders without storing anything', async () => {
    const before = await snapshot(server.db);
    expect(
      (await readonly('POST', '/donations', body({ donationId: 'SP-20261121000000902' }))).status,
    ).toBe(403);
    expect(
      (await carlos('POST', '/donations', body({ donationId: 'SP-20261121000000903' }))).status,
    ).toBe(403);
    expect(await snapshot(server.db)).toBe(before);
  });
});

describe('GET /donations/:id/details and the proof photo links', () => {
  it('waiting: no receipt, no delivery, no photo', async () => {
    const id = await firstDonationOf(server, demo.maria, 1);
    const { json } = await admin('GET', `/donations/${id}/details`);
    expect(json).toMatchObject({
      status: 1,
      received: null,
      receivedQuantity: null,
      deliveryStarted: null,
      deadline: null,
      completed: null,
    });
    const photo = await admin('GET', `/donation/${id}/url`);
    expect(photo.status).toBe(404);
    expect(photo.json.message).toBe('Esta doação ainda não tem foto de recebimento.');
  });

  it('received: receipt date and a photo link that serves the image', async () => {
    const id = await firstDonationOf(server, demo.maria, 2);
    const { json } = await readonly('GET', `/donations/${id}/details`);
    expect(json.status).toBe(2);
    expect(json.received).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(json.receivedQuantity).toBeGreaterThan(0);
    const photo = await admin('GET', `/donation/${id}/url`);
    expect(photo.status).toBe(200);
    const image = await fetch(
      photo.json.url.startsWith('http') ? photo.json.url : `${server.baseUrl}${photo.json.url}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('completed: every voucher final; delivered ones have a photo, not-delivered ones a comment', async () => {
    const id = await firstDonationOf(server, demo.maria, 4);
    const { json } = await admin('GET', `/donations/${id}/details`);
    expect(json.status).toBe(4);
    expect(json.completed).not.toBeNull();
    const [delivered, , notDelivered] = json.vouchers;
    expect(delivered).toMatchObject({ status: 2, statusText: 'Entregue', hasPhoto: true });
    expect(delivered.receivedName).toBeNull();
    expect(
      (await admin('GET', `/voucher/${delivered.voucherId}`)).json.voucher.receivedName,
    ).toBeTruthy();
    expect(notDelivered).toMatchObject({
      status: 3,
      statusText: 'Não Entregue',
      hasPhoto: false,
      receivedName: null,
    });
    expect(notDelivered.leaderComment).toBeTruthy();
    expect((await admin('GET', `/voucher/${delivered.voucherId}/url`)).status).toBe(200);
    expect((await admin('GET', `/voucher/${notDelivered.voucherId}/url`)).status).toBe(404);
  });

  it('a leader cannot open another leader’s donation or its vouchers', async () => {
    const id = await firstDonationOf(server, demo.maria, 4);
    const [voucher] = await vouchersOf(server.db, id);
    expect((await carlos('GET', `/donations/${id}/details`)).status).toBe(404);
    expect((await carlos('GET', `/vouchers?donationId=${id}`)).status).toBe(404);
    expect((await carlos('GET', `/voucher/${voucher!.voucher_id}`)).status).toBe(404);
    // Photo links are staff's: a leader is refused before anything is looked up (decision 123).
    expect((await carlos('GET', `/voucher/${voucher!.voucher_id}/url`)).status).toBe(403);
  });
});
