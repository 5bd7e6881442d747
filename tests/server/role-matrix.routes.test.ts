import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm, firstDonationOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';

type Who = keyof typeof demo;
type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

let server: TestServer;
const as = {} as Record<Who | 'anonymous', Call>;
/** The demo 'Pacote' (a donation charge file), for its donor report. */
let packageLoadId = '';
let ids: {
  mariaWaiting: string;
  mariaReceived: string;
  mariaDelivering: string;
  mariaDeliveredVoucher: string;
  joaoWaiting: string;
  joaoReceived: string;
  joaoFirstVoucher: string;
};

beforeAll(async () => {
  server = await startTestServer();
  as.anonymous = api(server);
  for (const who of Object.keys(demo) as Who[])
    as[who] = api(server, await server.tokenFor(demo[who]));
  const mariaDelivering = await firstDonationOf(server, demo.maria, 3);
  const joaoReceived = await firstDonationOf(server, demo.joao, 2);
  ids = {
    mariaWaiting: await firstDonationOf(server, demo.maria, 1),
    mariaReceived: await firstDonationOf(server, demo.maria, 2),
    mariaDelivering,
    mariaDeliveredVoucher: (await vouchersOf(server.db, mariaDelivering))[0]!.voucher_id,
    joaoWaiting: await firstDonationOf(server, demo.joao, 1),
    joaoReceived,
    joaoFirstVoucher: (await vouchersOf(server.db, joaoReceived))[0]!.voucher_id,
  };
  const [load] = await server.db.query<{ id: string }>(
    `SELECT id FROM loads WHERE type = 'donation' LIMIT 1`,
  );
  packageLoadId = load!.id;
});

afterAll(async () => {
  await server?.close();
});

/** One route: who is refused (with the status they get) and one call that must succeed. */
interface Row {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  /** Puts the data in the state where the allowed call can succeed. */
  before?: () => Promise<void>;
  refused: [Who, 403 | 404][];
  allowed: Who;
  expected: number;
}

const reportWhenReady = async (call: Call, id: string) => {
  await vi.waitFor(
    async () => {
      const { json } = await call('GET', '/reports');
      expect(json.reports.find((r: { id: string }) => r.id === id)?.status).toBe(2);
    },
    { timeout: 10_000, interval: 20 },
  );
};

/** The end call needs every voucher recorded: records the rest of João's received donation. */
async function recordJoaoRemainingVouchers() {
  for (const voucher of (await vouchersOf(server.db, ids.joaoReceived)).filter(
    (v) => v.status === 1,
  )) {
    const body = form({
      voucherId: voucher.voucher_id,
      delivered: 'false',
      leaderComment: 'Mudou-se.',
      ...location,
    });
    expect((await as.joao('POST', `/donations/${ids.joaoReceived}/donate`, body)).status).toBe(204);
  }
}

const rows: Row[] = [
  {
    name: 'sign-in',
    method: 'POST',
    path: () => '/cognito/sign-in',
    body: () => ({}),
    refused: [],
    allowed: 'noRole',
    expected: 200,
  },
  {
    name: 'profile',
    method: 'GET',
    path: () => '/profile',
    refused: [],
    allowed: 'noRole',
    expected: 200,
  },
  {
    name: 'commitment',
    method: 'POST',
    path: () => '/commitment',
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['noRole', 403],
    ],
    allowed: 'maria',
    expected: 201,
  },
  {
    name: 'commitment check',
    method: 'GET',
    path: () => '/commitment/check',
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['noRole', 403],
    ],
    allowed: 'joao',
    expected: 200,
  },
  {
    name: 'checklist',
    method: 'POST',
    path: () => '/checklist',
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['noRole', 403],
    ],
    allowed: 'maria',
    expected: 201,
  },
  {
    name: 'load list',
    method: 'GET',
    path: () => '/load',
    refused: [
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'load upload',
    method: 'POST',
    path: () => '/load/site',
    body: () => csvForm('name,city,state\nUnidade Matriz Teste,Recife,PE\n'),
    refused: [
      ['readonly', 403],
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 201,
  },
  {
    name: 'donation list',
    method: 'GET',
    path: () => '/donations',
    refused: [['noRole', 403]],
    allowed: 'maria',
    expected: 200,
  },
  // Readonly follows the overview's figures into the filtered list (docs/product.md R12.3).
  {
    name: 'filter',
    method: 'GET',
    path: () => '/filter/donation?status=1',
    refused: [
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'overview',
    method: 'GET',
    path: () => '/overview',
    refused: [
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'overview leaders',
    method: 'GET',
    path: () => '/overview/leaders',
    refused: [
      ['joao', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 200,
  },
  {
    name: 'overview map',
    method: 'GET',
    path: () => '/overview/map',
    refused: [
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'leader progress',
    method: 'GET',
    path: () => '/overview/mine',
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['noRole', 403],
    ],
    allowed: 'joao',
    expected: 200,
  },
  {
    name: 'register donation',
    method: 'POST',
    path: () => '/donations',
    body: () => ({
      siteId: 1,
      leaderLogin: demo.paulo,
      donationId: 'SP-20261121000000999',
      quantity: 2,
      sentDate: '2026-11-20',
    }),
    refused: [
      ['readonly', 403],
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 201,
  },
  {
    name: 'details',
    method: 'GET',
    path: () => `/donations/${ids.mariaWaiting}/details`,
    refused: [
      ['joao', 404],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'receive',
    method: 'POST',
    path: () => `/donations/${ids.joaoWaiting}/receive`,
    body: () => form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() }),
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['maria', 404],
      ['noRole', 403],
    ],
    allowed: 'joao',
    expected: 204,
  },
  {
    name: 'donate',
    method: 'POST',
    path: () => `/donations/${ids.joaoReceived}/donate`,
    body: () =>
      form({
        voucherId: ids.joaoFirstVoucher,
        delivered: 'false',
        leaderComment: 'Ninguém em casa.',
        ...location,
      }),
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['maria', 404],
      ['noRole', 403],
    ],
    allowed: 'joao',
    expected: 204,
  },
  {
    name: 'end',
    method: 'POST',
    path: () => `/donations/${ids.joaoReceived}/end`,
    before: recordJoaoRemainingVouchers,
    refused: [
      ['admin', 403],
      ['readonly', 403],
      ['maria', 404],
      ['noRole', 403],
    ],
    allowed: 'joao',
    expected: 204,
  },
  {
    name: 'vouchers',
    method: 'GET',
    path: () => `/vouchers?donationId=${ids.mariaDelivering}`,
    refused: [
      ['joao', 404],
      ['noRole', 403],
    ],
    allowed: 'maria',
    expected: 200,
  },
  {
    name: 'receipt photo url',
    method: 'GET',
    path: () => `/donation/${ids.mariaReceived}/url`,
    // Staff only, her own donation's too (decision 123).
    refused: [
      ['maria', 403],
      ['joao', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 200,
  },
  {
    name: 'delivery photo url',
    method: 'GET',
    path: () => `/voucher/${ids.mariaDeliveredVoucher}/url`,
    refused: [
      ['maria', 403],
      ['joao', 403],
      ['noRole', 403],
      // The person with their document: admins only (decision 165).
      ['readonly', 403],
    ],
    allowed: 'admin',
    expected: 200,
  },
  {
    name: 'states',
    method: 'GET',
    path: () => '/states',
    refused: [['noRole', 403]],
    allowed: 'maria',
    expected: 200,
  },
  {
    name: 'cities',
    method: 'GET',
    path: () => '/cities/SP',
    refused: [['noRole', 403]],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'sites',
    method: 'GET',
    path: () => '/sites',
    refused: [['noRole', 403]],
    allowed: 'admin',
    expected: 200,
  },
  {
    name: 'leaders',
    method: 'GET',
    path: () => '/leaders?name=mar',
    refused: [
      ['readonly', 403],
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 200,
  },
  {
    name: 'report list',
    method: 'GET',
    path: () => '/reports',
    refused: [
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 200,
  },
  {
    name: 'report create',
    method: 'POST',
    path: () => '/reports/sites',
    body: () => ({}),
    refused: [
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'readonly',
    expected: 201,
  },
  {
    name: 'transparency correction',
    method: 'POST',
    path: () => '/transparency/corrections',
    body: () => ({ note: 'Correção de teste.' }),
    refused: [
      ['readonly', 403],
      ['ouvidoria', 403],
      ['joao', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 201,
  },
  {
    name: "a 'Pacote' donor report",
    method: 'GET',
    path: () => `/transparency/packages/${packageLoadId}`,
    refused: [
      ['readonly', 403],
      ['ouvidoria', 403],
      ['maria', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 200,
  },
  {
    name: "a 'Pacote' donor report as CSV",
    method: 'GET',
    path: () => `/transparency/packages/${packageLoadId}/csv`,
    refused: [
      ['readonly', 403],
      ['joao', 403],
      ['noRole', 403],
    ],
    allowed: 'admin',
    expected: 200,
  },
];

describe('every route checks the token and the role', () => {
  it.each(rows)('$name: no token → 401', async (row) => {
    const response = await as.anonymous(row.method, row.path(), row.body?.());
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('Sessão expirada. Entre novamente.');
  });

  it('a token that was tampered with → 401', async () => {
    const token = await server.tokenFor(demo.admin);
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect((await api(server, tampered)('GET', '/donations')).status).toBe(401);
  });

  it.each(rows)(
    '$name: refused roles and other leaders get 403/404, the right role succeeds',
    async (row) => {
      await row.before?.();
      for (const [who, status] of row.refused) {
        const response = await as[who](row.method, row.path(), row.body?.());
        expect(response.status, `${who} on ${row.name}`).toBe(status);
        expect(response.json.message).toEqual(expect.any(String));
      }
      const response = await as[row.allowed](row.method, row.path(), row.body?.());
      expect(response.status, response.text).toBe(row.expected);
    },
  );

  it('load detail, report delete and report url: role checks', async () => {
    const { json: loads } = await as.admin('GET', '/load');
    const loadId = loads.loads[0]._id as string;
    expect((await as.anonymous('GET', `/load/${loadId}`)).status).toBe(401);
    expect((await as.maria('GET', `/load/${loadId}`)).status).toBe(403);
    expect((await as.readonly('GET', `/load/${loadId}`)).status).toBe(200);

    const created = await as.admin('POST', '/reports/users', {});
    expect(created.status).toBe(201);
    const reportId = created.json.id as string;
    await reportWhenReady(as.admin, reportId);
    for (const [path, method] of [
      [`/report/${reportId}/url`, 'GET'],
      [`/report/${reportId}`, 'DELETE'],
    ] as const) {
      expect((await as.anonymous(method, path)).status).toBe(401);
      expect((await as.maria(method, path)).status).toBe(403);
      expect((await as.noRole(method, path)).status).toBe(403);
    }
    expect((await as.readonly('GET', `/report/${reportId}/url`)).status).toBe(200);
    // Readonly deletes only their own reports; admin deletes any.
    expect((await as.readonly('DELETE', `/report/${reportId}`)).status).toBe(403);
    expect((await as.admin('DELETE', `/report/${reportId}`)).status).toBe(204);
  });
});

describe('ownership', () => {
  it("João does not see Maria's donations in his list", async () => {
    const { json } = await as.joao('GET', '/donations');
    const leaders = new Set(json.donations.map((d: { leaderName: string }) => d.leaderName));
    expect([...leaders]).toEqual(['João Santos']);
  });

  it("Maria cannot read or receive João's donation, and nothing changes", async () => {
    const joaoWaiting = await firstDonationOf(server, demo.joao, 1);
    const before = await server.db.query('SELECT * FROM donations WHERE donation_id = $1', [
      joaoWaiting,
    ]);
    const details = await as.maria('GET', `/donations/${joaoWaiting}/details`);
    expect(details.status).toBe(404);
    expect(details.json.message).toBe('Doação não encontrada.');
    const receive = await as.maria(
      'POST',
      `/donations/${joaoWaiting}/receive`,
      form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() }),
    );
    expect(receive.status).toBe(404);
    expect(
      await server.db.query('SELECT * FROM donations WHERE donation_id = $1', [joaoWaiting]),
    ).toEqual(before);
  });

  it('a missing donation looks the same as another leader’s', async () => {
    const missing = await as.maria('GET', '/donations/SP-00000000000000000/details');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Doação não encontrada.');
  });
});
