import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import {
  firstDonationOf,
  form,
  location,
  pngFile,
  snapshot,
  vouchersOf,
} from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let maria: Call;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
  maria = api(server, await server.tokenFor(demo.maria));
});

afterAll(async () => {
  await server?.close();
});

async function expectRefusedBody(call: () => Promise<ApiResponse>, message: string) {
  const before = await snapshot(server.db);
  const response = await call();
  expect(response.status, response.text).toBe(400);
  expect(response.json).toEqual({ message });
  expect(await snapshot(server.db)).toBe(before);
}

describe('request bodies the contract refuses → 400 with the field’s pt-BR message, nothing stored', () => {
  it('POST /donations with a quantity sent as text', async () => {
    const body = {
      siteId: 1,
      leaderLogin: demo.maria,
      donationId: 'SP-20261121000000777',
      quantity: '5',
      sentDate: '2026-11-20',
    };
    await expectRefusedBody(
      () => admin('POST', '/donations', body),
      'Informe a quantidade: um número inteiro maior que zero.',
    );
  });

  it('POST /donations without the leader', async () => {
    const body = {
      siteId: 1,
      donationId: 'SP-20261121000000778',
      quantity: 5,
      sentDate: '2026-11-20',
    };
    await expectRefusedBody(
      () => admin('POST', '/donations', body),
      'Selecione o líder (leaderLogin: CPF válido).',
    );
  });

  it('POST /cognito/sign-in with a login that is not text', async () => {
    await expectRefusedBody(
      () => maria('POST', '/cognito/sign-in', { login: 111 }),
      'O campo login deve ser texto.',
    );
  });

  it('POST /reports/donation with a list of ids that is not a list of ids', async () => {
    await expectRefusedBody(
      () => admin('POST', '/reports/donation', { listDonationId: ['SP-1'] }),
      'Código de doação inválido: SP-1.',
    );
  });

  it('POST /donations/{id}/donate with a delivered flag that is neither true nor false', async () => {
    const donationId = await firstDonationOf(server, demo.maria, 3);
    const [pending] = (await vouchersOf(server.db, donationId)).filter(
      (voucher) => voucher.status === 1,
    );
    const body = form(
      { voucherId: pending!.voucher_id, delivered: 'talvez', receivedName: 'José', ...location },
      { donateDonationFile: pngFile() },
    );
    await expectRefusedBody(
      () => maria('POST', `/donations/${donationId}/donate`, body),
      'Selecione o status da entrega.',
    );
  });
});
