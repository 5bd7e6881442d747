import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { donationIdsOf, snapshot } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
interface DonationJson {
  donationId: string;
  leaderName: string;
  siteName: string;
  status: number;
  created: string;
}

// 15:00 UTC is noon in São Paulo, so "N days ago" is unambiguous in the date filters.
const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let sites: { siteId: number; name: string }[];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
  sites = (await admin('GET', '/sites')).json.sites;
});

afterAll(async () => {
  await server?.close();
});

const siteId = (name: string) => sites.find((s) => s.name === name)!.siteId;

async function filter(query: string): Promise<DonationJson[]> {
  const response = await admin('GET', `/filter/donation?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json.donations;
}

const leadersOf = (donations: DonationJson[]) =>
  [...new Set(donations.map((d) => d.leaderName))].sort();

describe('GET /donations', () => {
  it('admin sees every donation, newest first, with the list fields', async () => {
    const { json } = await admin('GET', '/donations');
    expect(json.donations).toHaveLength(11);
    const created = json.donations.map((d: DonationJson) => d.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(Object.keys(json.donations[0]).sort()).toEqual(
      [
        'city',
        'created',
        'deadline',
        'deliveredCount',
        'donationId',
        'leaderName',
        'notDeliveredCount',
        'pendingCount',
        'quantity',
        'received',
        'scheduled',
        'siteName',
        'state',
        'status',
        'statusText',
      ].sort(),
    );
  });

  it('every status has its pt-BR text', async () => {
    const maria = api(server, await server.tokenFor(demo.maria));
    const { json } = await maria('GET', '/donations');
    const texts = Object.fromEntries(
      json.donations.map((d: DonationJson & { statusText: string }) => [d.status, d.statusText]),
    );
    expect(texts).toEqual({
      1: 'Esperando recebimento',
      2: 'Doação Recebida',
      3: 'Entregando',
      4: 'Completo',
      5: 'Devolvido',
      6: 'Extraviado',
    });
  });
});

describe('GET /filter/donation', () => {
  it('by status', async () => {
    const found = await filter('status=1');
    expect(found.map((d) => d.status)).toEqual([1, 1, 1, 1]);
    expect(leadersOf(found)).toEqual(['Carlos Pereira', 'João Santos', 'Maria da Silva']);
  });

  it('by leader name, ignoring case and accents', async () => {
    expect(leadersOf(await filter('leaderName=joao'))).toEqual(['João Santos']);
    expect(await filter('leaderName=joao')).toHaveLength(3);
    expect(leadersOf(await filter('leaderName=SILVA'))).toEqual(['Maria da Silva']);
  });

  it('treats % and _ in the leader name as plain characters', async () => {
    expect(await filter(`leaderName=${encodeURIComponent('a%')}`)).toEqual([]);
    expect(await filter(`leaderName=${encodeURIComponent('_o')}`)).toEqual([]);
    expect(await filter(`leaderName=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
  });

  it('by site, state and city', async () => {
    expect(
      leadersOf(await filter(`siteId=${siteId('Associação de Moradores da Rocinha')}`)),
    ).toEqual(['João Santos']);
    expect(leadersOf(await filter('state=RJ'))).toEqual(['Fernanda Oliveira', 'João Santos']);
    expect(leadersOf(await filter('state=rj&city=rio%20de%20janeiro'))).toEqual([
      'Fernanda Oliveira',
      'João Santos',
    ]);
    expect(leadersOf(await filter('city=Sao%20Paulo'))).toEqual(['Maria da Silva']);
  });

  it('by a comma-separated list of ids', async () => {
    const [a] = await donationIdsOf(server, demo.maria, 4);
    const [b] = await donationIdsOf(server, demo.joao, 2);
    const found = await filter(`listDonationId=${a},%20${b!.toLowerCase()}`);
    expect(found.map((d) => d.donationId).sort()).toEqual([a, b].sort());
  });

  it('by creation date, inclusive, in São Paulo days', async () => {
    // Created 2, 3, 5 and 6 days before 2026-11-21.
    const found = await filter('dateFrom=2026-11-15&dateTo=2026-11-19');
    expect(found).toHaveLength(4);
    expect(
      found.every(
        (d) => d.created >= '2026-11-15T03:00:00.000Z' && d.created < '2026-11-20T03:00:00.000Z',
      ),
    ).toBe(true);
  });

  it('combines criteria with AND', async () => {
    const found = await filter('state=RJ&status=1');
    expect(found).toHaveLength(2);
    expect(leadersOf(found)).toEqual(['João Santos']);
  });

  it.each([
    ['', 'Informe ao menos um critério de filtro.'],
    ['foo=bar', 'Informe ao menos um critério de filtro.'],
    ['status=9', /Status inválido/],
    ['siteId=abc', 'Unidade inválida.'],
    ['dateFrom=2026-02-30', /Data inicial inválida/],
    ['dateFrom=2026-11-20&dateTo=2026-11-01', /data inicial/],
    ['listDonationId=SP-1', /Código de doação inválido/],
    ['state=São', 'UF inválida.'],
  ])('%s → 400', async (query, message) => {
    const response = await admin('GET', `/filter/donation?${query}`);
    expect(response.status).toBe(400);
    if (typeof message === 'string') expect(response.json.message).toBe(message);
    else expect(response.json.message).toMatch(message);
  });
});

describe('POST /donations', () => {
  const good = () => ({
    siteId: siteId('Associação Comunitária Paraisópolis'),
    leaderLogin: '159.753.486-25',
    donationId: 'SP-20261121000000123',
    quantity: 5,
    sentDate: '2026-11-20',
  });

  it('registers a donation waiting for receipt and replies with its details', async () => {
    const response = await admin('POST', '/donations', good());
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      donationId: 'SP-20261121000000123',
      quantity: 5,
      status: 1,
      statusText: 'Esperando recebimento',
      leaderName: 'Paulo Souza',
      leaderLogin: '15975348625',
      siteName: 'Associação Comunitária Paraisópolis',
      city: 'São Paulo',
      state: 'SP',
      sentDate: '2026-11-20',
      created: '2026-11-21T15:00:00.000Z',
      received: null,
      deliveryStarted: null,
      deadline: null,
      deliveredCount: 0,
      notDeliveredCount: 0,
      pendingCount: 0,
      vouchers: [],
    });
    const paulo = api(server, await server.tokenFor(demo.paulo));
    const { json } = await paulo('GET', '/donations');
    expect(json.donations.map((d: DonationJson) => d.donationId)).toEqual(['SP-20261121000000123']);
  });

  it('a repeated id is a conflict', async () => {
    const before = await snapshot(server.db);
    const response = await admin('POST', '/donations', good());
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('Já existe uma doação com este código.');
    expect(await snapshot(server.db)).toBe(before);
  });

  it.each([
    ['unknown leader', { leaderLogin: '459.621.938-90' }, 'Líder não encontrado.'],
    ['a login that is not a leader', { leaderLogin: demo.admin }, 'Líder não encontrado.'],
    ['invalid CPF', { leaderLogin: '111.111.111-11' }, /líder/],
    ['unknown site', { siteId: 9999 }, 'Unidade não encontrada.'],
    ['missing site', { siteId: undefined }, /unidade/],
    ['bad id format', { donationId: 'SP-123' }, /Código da doação inválido/],
    ['zero quantity', { quantity: 0 }, /quantidade/],
    ['fractional quantity', { quantity: 1.5 }, /quantidade/],
    ['impossible date', { sentDate: '2026-02-30' }, /data de envio/],
    ['missing date', { sentDate: undefined }, /data de envio/],
  ])('%s → 400 and nothing is stored', async (_name, change, message) => {
    const before = await snapshot(server.db);
    const response = await admin('POST', '/donations', {
      ...good(),
      donationId: 'SP-20261121000000456',
      ...change,
    });
    expect(response.status, response.text).toBe(400);
    if (typeof message === 'string') expect(response.json.message).toBe(message);
    else expect(response.json.message).toMatch(message);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('a body that is not a JSON object → 400', async () => {
    const token = await server.tokenFor(demo.admin);
    for (const body of ['{"siteId":', '[1,2]', '42']) {
      const response = await fetch(`${server.baseUrl}/api/donations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/JSON/);
    }
  });
});

describe('card counts (issue 14, item 1)', () => {
  it("count Maria's delivering donation's cards apart: 2 delivered, 1 not delivered, 2 pending", async () => {
    const [delivering] = await donationIdsOf(server, demo.maria, 3);
    const counts = { deliveredCount: 2, notDeliveredCount: 1, pendingCount: 2 };
    expect((await admin('GET', `/donations/${delivering}/details`)).json).toMatchObject(counts);
    const maria = api(server, await server.tokenFor(demo.maria));
    const listed = (await maria('GET', '/donations')).json.donations.find(
      (d: DonationJson) => d.donationId === delivering,
    );
    expect(listed).toMatchObject(counts);
  });
});

describe('GET /donations/:id/details', () => {
  it('adds the leader, site, dates and the vouchers in order', async () => {
    const [delivering] = await donationIdsOf(server, demo.maria, 3);
    const { status, json } = await admin('GET', `/donations/${delivering}/details`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      status: 3,
      leaderLogin: demo.maria,
      city: 'São Paulo',
      state: 'SP',
    });
    expect(json.vouchers.map((v: { position: number }) => v.position)).toEqual([1, 2, 3, 4, 5]);
    expect(json.vouchers.map((v: { statusText: string }) => v.statusText)).toEqual([
      'Entregue',
      'Não Entregue',
      'Entregue',
      'Recebido pelo líder',
      'Recebido pelo líder',
    ]);
    expect(Date.parse(json.deadline) - Date.parse(json.deliveryStarted)).toBe(24 * 60 * 60 * 1000);
  });

  it('an unknown or malformed id → 404', async () => {
    expect((await admin('GET', '/donations/SP-99999999999999999/details')).status).toBe(404);
    expect((await admin('GET', '/donations/nao-existe/details')).status).toBe(404);
  });
});

describe('GET /vouchers', () => {
  it('needs the donation id', async () => {
    const response = await admin('GET', '/vouchers');
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Informe a doação (donationId).');
  });

  it('an unknown donation → 404', async () => {
    expect((await admin('GET', '/vouchers?donationId=SP-99999999999999999')).status).toBe(404);
  });
});
