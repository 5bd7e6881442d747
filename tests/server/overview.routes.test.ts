/**
 * The campaign overview (docs/product.md R12) over a small campaign whose every figure is
 * counted by hand below: figures, filters, the leaders' table and its CSV, the map, the leader's
 * own progress, who may ask, and that each figure's link to the list finds exactly the donations
 * it counted. Runs on PGlite and, in the server-postgres project, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANOMALY_KINDS, ANOMALY_TEXTS } from '#contract/anomalies.ts';
import { api, startTestServer, testClock, type ApiResponse, type TestServer } from './harness.ts';
import { insertUsers } from './user-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

// Now: Tuesday 24/11/2026, 12:00 in São Paulo.
const clock = testClock(new Date('2026-11-24T15:00:00.000Z'));
const LOGINS = {
  admin: '52998224725',
  readonly: '98765432100',
  ana: '11144477735',
  bia: '24681357928',
} as const;

let server: TestServer;
let admin: Call;
let readonly: Call;
let ana: Call;
let ids: { ana: string; bia: string; package: string };

/**
 * D1 Ana, São Paulo/SP, 1, 3 cards pending.
 * D2 Ana, São Paulo/SP, 2, received 22/11 (quantity 2, received 1: quantityDivergence), 2 pending.
 * D3 Ana, Campinas/SP, 3, started 22/11 14:00Z (deadline over), 2 delivered 22/11, 1 pending; package P.
 * D4 Bia, Rio de Janeiro/RJ, 4, started 23/11 12:00Z, 2 delivered and 1 not delivered today after the deadline (lateDelivery).
 * D5 Bia, Rio de Janeiro/RJ, 5, 1 delivered 12/11, 1 pending (returned).
 * D6 Bia, São Paulo/SP, 6, never received, 1 pending (lost).
 * D7 Bia, Rio de Janeiro/RJ, 3, started today 10:00Z (within the window), 1 delivered today, 1 pending.
 */
async function seedCampaign(server: TestServer) {
  const { db } = server;
  const logins: string[] = [LOGINS.admin, LOGINS.readonly, LOGINS.ana, LOGINS.bia];
  const userIds = await insertUsers(server, [
    { login: LOGINS.admin, name: 'Ana Costa', email: 'ana@t.org', role: 'admin' },
    { login: LOGINS.readonly, name: 'Rita Lima', email: 'rita@t.org', role: 'readonly' },
    { login: LOGINS.ana, name: 'Ana Líder', email: 'al@t.org', role: 'leader' },
    { login: LOGINS.bia, name: 'Bia Líder', email: 'bl@t.org', role: 'leader' },
  ]);
  const idOf = (login: string) => userIds[logins.indexOf(login)]!;
  const sites = await db.query<{ site_id: number; name: string }>(
    `INSERT INTO sites (name, city, state, lat, lon) VALUES
       ('Unidade A', 'São Paulo', 'SP', -23.5, -46.6), ('Unidade B', 'Campinas', 'SP', -22.9, -47.1), ('Unidade C', 'Rio de Janeiro', 'RJ', -22.9, -43.2)
     RETURNING site_id, name`,
  );
  const site = (name: string) => sites.find((s) => s.name === name)!.site_id;
  const [load] = await db.query<{ id: string }>(
    `INSERT INTO loads (id, file_name, type, status, rows, created_by) VALUES (gen_random_uuid(), 'pacote-p.csv', 'donation', 'Processado com sucesso', 1, $1) RETURNING id`,
    [idOf(LOGINS.admin)],
  );
  const donation = (
    id: string,
    leader: string,
    siteName: string,
    status: number,
    quantity: number,
    created: string,
    extra: {
      received?: string;
      receivedQuantity?: number;
      lat?: number;
      lon?: number;
      started?: string;
      last?: string;
      completed?: string;
      load?: string;
    } = {},
  ) =>
    db.query(
      `INSERT INTO donations (donation_id, leader_id, site_id, status, quantity, created, received, received_quantity,
                              receive_lat, receive_lon, delivery_started, last_delivery, completed, load_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        idOf(leader),
        site(siteName),
        status,
        quantity,
        created,
        extra.received ?? null,
        extra.receivedQuantity ?? (extra.received ? quantity : null),
        extra.lat ?? null,
        extra.lon ?? null,
        extra.started ?? null,
        extra.last ?? null,
        extra.completed ?? null,
        extra.load ?? null,
      ],
    );
  await donation('OV-00000000000000001', LOGINS.ana, 'Unidade A', 1, 3, '2026-11-20T15:00:00Z');
  await donation('OV-00000000000000002', LOGINS.ana, 'Unidade A', 2, 2, '2026-11-21T15:00:00Z', {
    received: '2026-11-22T12:00:00Z',
    receivedQuantity: 1,
    lat: -23.51,
    lon: -46.61,
  });
  await donation('OV-00000000000000003', LOGINS.ana, 'Unidade B', 3, 3, '2026-11-21T16:00:00Z', {
    received: '2026-11-22T13:00:00Z',
    lat: -22.91,
    lon: -47.11,
    started: '2026-11-22T14:00:00Z',
    last: '2026-11-22T15:10:00Z',
    load: load!.id,
  });
  await donation('OV-00000000000000004', LOGINS.bia, 'Unidade C', 4, 3, '2026-11-18T15:00:00Z', {
    received: '2026-11-19T15:00:00Z',
    lat: -22.91,
    lon: -43.21,
    started: '2026-11-23T12:00:00Z',
    last: '2026-11-24T13:10:00Z',
    completed: '2026-11-24T13:20:00Z',
  });
  await donation('OV-00000000000000005', LOGINS.bia, 'Unidade C', 5, 2, '2026-11-10T15:00:00Z', {
    received: '2026-11-11T15:00:00Z',
    lat: -22.92,
    lon: -43.22,
    started: '2026-11-12T14:00:00Z',
    last: '2026-11-12T15:00:00Z',
  });
  await donation('OV-00000000000000006', LOGINS.bia, 'Unidade A', 6, 1, '2026-11-23T15:00:00Z');
  await donation('OV-00000000000000007', LOGINS.bia, 'Unidade C', 3, 2, '2026-11-23T16:00:00Z', {
    received: '2026-11-23T20:00:00Z',
    lat: -22.93,
    lon: -43.23,
    started: '2026-11-24T10:00:00Z',
    last: '2026-11-24T11:00:00Z',
  });
  const card = (
    donationId: string,
    position: number,
    status: number,
    delivered: string | null,
    lat: number | null = null,
    lon: number | null = null,
  ) =>
    db.query(
      `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered, lat, lon) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [`${donationId.slice(-1)}-${position}`, donationId, position, status, delivered, lat, lon],
    );
  for (const p of [1, 2, 3]) await card('OV-00000000000000001', p, 1, null);
  for (const p of [1, 2]) await card('OV-00000000000000002', p, 1, null);
  await card('OV-00000000000000003', 1, 2, '2026-11-22T15:00:00Z', -22.91, -47.11);
  await card('OV-00000000000000003', 2, 2, '2026-11-22T15:10:00Z', -22.91, -47.11);
  await card('OV-00000000000000003', 3, 1, null);
  await card('OV-00000000000000004', 1, 2, '2026-11-24T13:00:00Z', -22.91, -43.21);
  await card('OV-00000000000000004', 2, 2, '2026-11-24T13:05:00Z', -22.91, -43.21);
  await card('OV-00000000000000004', 3, 3, '2026-11-24T13:10:00Z', -22.91, -43.21);
  await card('OV-00000000000000005', 1, 2, '2026-11-12T15:00:00Z', -22.92, -43.22);
  await card('OV-00000000000000005', 2, 1, null);
  await card('OV-00000000000000006', 1, 1, null);
  await card('OV-00000000000000007', 1, 2, '2026-11-24T11:00:00Z', -22.93, -43.23);
  await card('OV-00000000000000007', 2, 1, null);
  return { ana: idOf(LOGINS.ana), bia: idOf(LOGINS.bia), package: load!.id };
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, seed: false });
  ids = await seedCampaign(server);
  admin = api(server, await server.tokenFor(LOGINS.admin));
  readonly = api(server, await server.tokenFor(LOGINS.readonly));
  ana = api(server, await server.tokenFor(LOGINS.ana));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function overview(query = '') {
  const reply = await admin('GET', `/overview${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.json;
}

const statusCounts = (json: { statuses: { status: number; donations: number }[] }) =>
  Object.fromEntries(json.statuses.map((s) => [s.status, s.donations]));

async function listTotal(query: string, call: Call = admin): Promise<number> {
  const reply = await call('GET', `/filter/donation?${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.total;
}

describe('GET /overview: every figure, counted by hand', () => {
  it('counts donations per status, cards per category, deadlines, deliveries and flags', async () => {
    const json = await overview();
    expect(json.generatedAt).toBe('2026-11-24T15:00:00.000Z');
    expect(json.today).toBe('2026-11-24');
    expect(json.pendingRefresh).toBe(0);
    expect(json.donations).toBe(7);
    expect(statusCounts(json)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1 });
    expect(json.cards).toEqual({
      toDeliver: 7,
      delivered: 6,
      notDelivered: 1,
      returned: 1,
      lost: 1,
    });
    expect(json.pastDeadline).toBe(1);
    expect(json.deliveredToday).toEqual({ day: '2026-11-24', cards: 3 });
    expect(json.deliveredLast7Days).toEqual({ from: '2026-11-18', to: '2026-11-24', cards: 5 });
    const flags = Object.fromEntries(
      json.anomalies.map((a: { kind: string; donations: number }) => [a.kind, a.donations]),
    );
    expect(flags).toMatchObject({
      lateDelivery: 1,
      quantityDivergence: 1,
      farDelivery: 0,
      deliveryBurst: 0,
      reusedPhoto: 0,
    });
  });

  it('has one figure for every anomaly flag the review knows, with its text, so a new flag is counted as it lands', async () => {
    const json = await overview();
    expect(json.anomalies.map((a: { kind: string; text: string }) => [a.kind, a.text])).toEqual(
      ANOMALY_KINDS.map((kind) => [kind, ANOMALY_TEXTS[kind]]),
    );
  });

  it('draws the last 30 days of deliveries, every day present', async () => {
    const { perDay } = await overview();
    expect(perDay).toHaveLength(30);
    expect(perDay[0].day).toBe('2026-10-26');
    expect(perDay.at(-1).day).toBe('2026-11-24');
    const nonZero = perDay.filter((d: { cards: number }) => d.cards > 0);
    expect(nonZero).toEqual([
      { day: '2026-11-12', cards: 1 },
      { day: '2026-11-22', cards: 2 },
      { day: '2026-11-24', cards: 3 },
    ]);
  });

  it('gives progress per state and per city: delivered of all cards', async () => {
    const json = await overview();
    expect(json.perState).toEqual([
      { state: 'RJ', delivered: 4, total: 7, donations: 3 },
      { state: 'SP', delivered: 2, total: 9, donations: 4 },
    ]);
    expect(json.perCity).toEqual([
      { state: 'RJ', city: 'Rio de Janeiro', delivered: 4, total: 7, donations: 3 },
      { state: 'SP', city: 'Campinas', delivered: 2, total: 3, donations: 1 },
      { state: 'SP', city: 'São Paulo', delivered: 0, total: 6, donations: 3 },
    ]);
  });

  it('applies the filters: state, leader, creation dates (and the chart follows them), package', async () => {
    const rj = await overview('?state=RJ');
    expect(rj.donations).toBe(3);
    expect(statusCounts(rj)).toEqual({ 1: 0, 2: 0, 3: 1, 4: 1, 5: 1, 6: 0 });
    expect(rj.cards).toEqual({ toDeliver: 1, delivered: 4, notDelivered: 1, returned: 1, lost: 0 });
    expect(rj.pastDeadline).toBe(0);
    expect(rj.deliveredToday.cards).toBe(3);

    const anas = await overview(`?leaderId=${ids.ana}`);
    expect(anas.donations).toBe(3);
    expect(anas.pastDeadline).toBe(1);
    expect(anas.cards).toEqual({
      toDeliver: 6,
      delivered: 2,
      notDelivered: 0,
      returned: 0,
      lost: 0,
    });

    const days = await overview('?dateFrom=2026-11-21&dateTo=2026-11-23');
    expect(statusCounts(days)).toEqual({ 1: 0, 2: 1, 3: 2, 4: 0, 5: 0, 6: 1 });
    expect(days.perDay).toEqual([
      { day: '2026-11-21', cards: 0 },
      { day: '2026-11-22', cards: 2 },
      { day: '2026-11-23', cards: 0 },
    ]);

    const pack = await overview(`?loadId=${ids.package}`);
    expect(pack.donations).toBe(1);
    expect(pack.cards.delivered).toBe(2);

    const city = await overview('?state=SP&city=campinas');
    expect(city.donations).toBe(1);
  });

  it('refuses a bad filter in pt-BR', async () => {
    const wrong = await admin('GET', '/overview?dateFrom=2026-11-30&dateTo=2026-11-01');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('A data inicial deve ser igual ou anterior à data final.');
    expect((await admin('GET', '/overview?leaderId=abc')).json.message).toBe('Líder inválido.');
  });
});

describe("every figure's link finds exactly the donations it counted", () => {
  it('status, card categories, deadline, deliveries and flags', async () => {
    expect(await listTotal('status=3')).toBe(2);
    expect(await listTotal('cards=toDeliver')).toBe(4); // D1, D2, D3, D7
    expect(await listTotal('cards=delivered')).toBe(4); // D3, D4, D5, D7
    expect(await listTotal('cards=notDelivered')).toBe(1);
    expect(await listTotal('cards=returned')).toBe(1);
    expect(await listTotal('cards=lost')).toBe(1);
    expect(await listTotal('pastDeadline=true')).toBe(1);
    expect(await listTotal('deliveredFrom=2026-11-24&deliveredTo=2026-11-24')).toBe(2); // D4, D7
    expect(await listTotal('deliveredFrom=2026-11-18&deliveredTo=2026-11-24')).toBe(3); // D3, D4, D7
    expect(await listTotal('anomaly=lateDelivery')).toBe(1);
    expect(await listTotal('anomaly=quantityDivergence')).toBe(1);
    for (const { kind, donations } of (await overview()).anomalies as {
      kind: string;
      donations: number;
    }[]) {
      expect(await listTotal(`anomaly=${kind}`), kind).toBe(donations);
    }
    expect(await listTotal(`state=RJ&cards=returned`)).toBe(1);
    expect(await listTotal(`leaderId=${ids.ana}&pastDeadline=true`)).toBe(1);
  });

  it('readonly follows the links too; a leader cannot', async () => {
    expect(await listTotal('status=3', readonly)).toBe(2);
    expect((await ana('GET', '/filter/donation?status=3')).status).toBe(403);
  });

  it('a card recorded after the figures shows in the next figures and in the list alike', async () => {
    await server.db.query(
      `UPDATE vouchers SET status = 2, delivered = '2026-11-24T14:00:00Z' WHERE voucher_id = '7-2'`,
    );
    expect((await overview()).deliveredToday.cards).toBe(4);
    expect(await listTotal('cards=toDeliver')).toBe(3); // D7 has nothing left
    await server.db.query(
      `UPDATE vouchers SET status = 1, delivered = NULL WHERE voucher_id = '7-2'`,
    );
    expect((await overview()).deliveredToday.cards).toBe(3);
  });
});

describe('the leaders’ table', () => {
  it("puts 'Atrasados' first and counts each leader's cards", async () => {
    const reply = await admin('GET', '/overview/leaders');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.total).toBe(2);
    expect(reply.json.rows).toEqual([
      {
        leaderId: ids.ana,
        name: 'Ana Líder',
        received: 5,
        delivered: 2,
        left: 3,
        lastActivity: '2026-11-22T15:10:00.000Z',
        oldestPendingHours: 51,
        late: 1,
        flagged: 1,
        verificationFlagged: false,
      },
      {
        leaderId: ids.bia,
        name: 'Bia Líder',
        received: 7,
        delivered: 4,
        left: 1,
        lastActivity: '2026-11-24T13:20:00.000Z',
        oldestPendingHours: 19,
        late: 0,
        flagged: 1,
        verificationFlagged: false,
      },
    ]);
  });

  it('sorts by any column and pages', async () => {
    const byDelivered = await admin('GET', '/overview/leaders?sort=delivered&order=desc');
    expect(byDelivered.json.rows.map((r: { name: string }) => r.name)).toEqual([
      'Bia Líder',
      'Ana Líder',
    ]);
    const page = await admin('GET', '/overview/leaders?sort=name&order=asc&limit=1&offset=1');
    expect(page.json).toMatchObject({ total: 2, rows: [{ name: 'Bia Líder' }] });
    expect((await admin('GET', '/overview/leaders?sort=cpf')).status).toBe(400);
  });

  it('exports the whole table as CSV for Excel pt-BR', async () => {
    const reply = await readonly('GET', '/overview/leaders/export');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.fileName).toBe('lideres-2026-11-24.csv');
    const lines = (reply.json.csv as string).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFLíder;Cartões recebidos;Cartões entregues;Cartões restantes;Última atividade;Horas desde o cartão mais antigo sem entrega;Doações atrasadas;Doações com alerta',
    );
    expect(lines[1]).toBe('Ana Líder;5;2;3;22/11/2026 12:10;51;1;1');
  });
});

describe('the map and the filter options', () => {
  it('gives units and each received donation as a point when there are few', async () => {
    const reply = await admin('GET', '/overview/map?state=RJ');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.cellDegrees).toBe(0);
    expect(reply.json.units.map((u: { name: string }) => u.name)).toEqual(['Unidade C']);
    expect(reply.json.points).toHaveLength(3);
    const d4 = reply.json.points.find(
      (p: { donationId: string }) => p.donationId === 'OV-00000000000000004',
    );
    expect(d4).toMatchObject({ lat: -22.91, lon: -43.21, donations: 1, done: 1, flagged: 1 });
  });

  it('offers the states, cities, units, packages and leaders', async () => {
    const reply = await admin('GET', '/overview/options');
    expect(reply.json.states).toEqual(['RJ', 'SP']);
    expect(reply.json.packages).toEqual([{ id: ids.package, name: 'pacote-p.csv' }]);
    expect(reply.json.leaders.map((l: { name: string }) => l.name)).toEqual([
      'Ana Líder',
      'Bia Líder',
    ]);
  });
});

describe('who may ask', () => {
  it('admin and readonly see the overview; a leader gets 403; a leader sees only her own progress', async () => {
    expect((await readonly('GET', '/overview')).status).toBe(200);
    expect((await ana('GET', '/overview')).status).toBe(403);
    expect((await ana('GET', '/overview/leaders')).status).toBe(403);
    expect((await admin('GET', '/overview/mine')).status).toBe(403);
    const mine = await ana('GET', '/overview/mine');
    expect(mine.json).toEqual({
      deliveredToday: 0,
      toDeliver: 3,
      nextDeadline: '2026-11-23T14:00:00.000Z',
    });
    const bia = api(server, await server.tokenFor(LOGINS.bia));
    expect((await bia('GET', '/overview/mine')).json).toEqual({
      deliveredToday: 3,
      toDeliver: 1,
      nextDeadline: '2026-11-25T10:00:00.000Z',
    });
  });
});
