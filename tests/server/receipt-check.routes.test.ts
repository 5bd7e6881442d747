import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPublicDelivery } from '#server/domain/receipt-check/public-delivery.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { firstDonationOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

/** The family's CPF (valid check digits): the page asks for its first 3 digits, 390. */
const CPF = '39053344705';
const NAME = 'Josefa Ribeiro';

let server: TestServer;
let admin: Call;
let cards: string[];
let addressCount = 0;

beforeAll(async () => {
  // Behind one trusted proxy the client address is X-Forwarded-For's last hop: each test says
  // which address it calls from.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  const joao = api(server, await server.tokenFor(demo.joao));
  admin = api(server, await server.tokenFor(demo.admin));
  const donationId = await firstDonationOf(server, demo.joao, 2);
  cards = (await vouchersOf(server.db, donationId)).map((card) => card.voucher_id);
  const deliveries = [
    { receivedCpf: CPF, receiptCode: 'K7Q2M9XD' },
    { receiptCode: 'AAAA-BBBB' }, // no CPF given at this delivery
  ];
  for (const [i, fields] of deliveries.entries()) {
    const response = await joao(
      'POST',
      `/donations/${donationId}/donate`,
      form(
        { ...location, voucherId: cards[i]!, delivered: 'true', receivedName: NAME, ...fields },
        { donateDonationFile: pngFile(40 + 40 * i) },
      ),
    );
    expect(response.status, response.text).toBe(204);
  }
});

afterAll(async () => {
  await server?.close();
});

/** A stranger's call: no token, JSON by POST, from `address` (a new one unless given). */
async function publicCall(path: string, body: unknown, address = `10.9.0.${++addressCount}`) {
  const response = await fetch(`${server.baseUrl}/api/public${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : null, response };
}

const check = (code: string, cpfDigits: string, address?: string) =>
  publicCall('/receipts/check', { code, cpfDigits }, address);

describe('/comprovante: the public check of a delivery (docs/product.md R15.3)', () => {
  it('shows the day, the place, the leader’s first name and the answer, and nothing about the family', async () => {
    const found = await check('k7q2-m9xd', '390');
    expect(found.status, found.text).toBe(200);
    expect(found.json).toEqual({
      deliveredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      city: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
      siteName: expect.any(String),
      leaderFirstName: 'João',
      familyAnswer: null,
      answeredOn: null,
    });
    for (const secret of [CPF, '390.533', NAME, 'Josefa', 'Santos', cards[0]!])
      expect(found.text).not.toContain(secret);
  });

  it('a wrong code and wrong digits get the same answer', async () => {
    const wrongCode = await check('K7Q2M9XE', '390');
    const wrongDigits = await check('K7Q2M9XD', '391');
    const both = await check('ZZZZZZZZ', '000');
    for (const answer of [wrongCode, wrongDigits, both]) {
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(wrongCode.text);
    }
    expect(wrongCode.json.message).toMatch(/^Não encontramos uma entrega com este código/);
  });

  it('an unknown code and wrong digits do the same work, so the time does not tell them apart', async () => {
    const { protection } = server.deps;
    const opened = vi.spyOn(protection, 'open');
    const queried = vi.spyOn(server.db, 'query');
    const work = [];
    for (const lookup of [
      { code: 'ZZZZZZZZ', cpfDigits: '390' },
      { code: 'K7Q2M9XD', cpfDigits: '391' },
      { code: 'AAAABBBB', cpfDigits: '390' },
      { code: 'K7Q2M9XD', cpfDigits: '390' },
    ]) {
      opened.mockClear();
      queried.mockClear();
      const found = await findPublicDelivery(server.db, protection, lookup);
      // Background jobs share the database and the keys: only what a lookup does counts.
      const lookups = queried.mock.calls.filter(([sql]) => String(sql).includes('receipt_code'));
      const cpfs = opened.mock.calls.filter(([, context]) => context.includes('received_cpf'));
      work.push([typeof found === 'string' ? found : 'found', lookups.length, cpfs.length]);
    }
    opened.mockRestore();
    queried.mockRestore();
    expect(work).toEqual([
      ['unknown_code', 1, 1],
      ['digits_mismatch', 1, 1],
      ['digits_mismatch', 1, 1],
      ['found', 1, 1],
    ]);
  });

  it('a delivery without a CPF is checked with the digits left blank', async () => {
    expect((await check('AAAABBBB', '')).status).toBe(200);
    expect((await check('AAAABBBB', '390')).status).toBe(404);
    expect((await check('K7Q2M9XD', '')).status).toBe(404);
  });

  it('bad input says how to fix it; the code never travels in an address', async () => {
    const bad = await check('K7Q2', '390');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/8 letras e números/);
    const digits = await check('K7Q2M9XD', '39');
    expect(digits.json.message).toMatch(/3 primeiros números do CPF/);
    const get = await fetch(
      `${server.baseUrl}/api/public/receipts/check?code=K7Q2M9XD&cpfDigits=390`,
    );
    expect(get.status).toBe(404);
  });

  it("'Recebi o cartão' counts the card as confirmed by the family, once", async () => {
    const confirmed = await publicCall('/receipts/received', {
      code: 'K7Q2M9XD',
      cpfDigits: '390',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ familyAnswer: 'received' });
    const again = await publicCall('/receipts/received', { code: 'K7Q2M9XD', cpfDigits: '390' });
    expect(again.json).toEqual(confirmed.json);
    const staff = await admin('GET', `/voucher/${cards[0]}`);
    expect(staff.json.voucher.familyAnswer).toBe('received');
  });

  it("'Não recebi' opens a complaint linked to the card and disputes the delivery", async () => {
    const problem = await publicCall('/receipts/problem', {
      code: 'AAAABBBB',
      cpfDigits: '',
      category: 'notReceived',
      description: 'A liderança disse que eu recebi, mas o cartão nunca chegou.',
      anonymous: true,
    });
    expect(problem.status, problem.text).toBe(201);
    expect(problem.json).toMatchObject({
      protocol: expect.stringMatching(/^OUV-/),
      stageText: 'Nova',
    });
    const status = await publicCall('/complaints/status', { protocol: problem.json.protocol });
    expect(status.json).toMatchObject({ stageText: 'Nova', publicAnswer: null });
    const [complaint] = await server.db.query<{ voucher_id: string; channel: string }>(
      'SELECT voucher_id, channel FROM complaints WHERE protocol = $1',
      [problem.json.protocol],
    );
    expect(complaint).toEqual({ voucher_id: cards[1], channel: 'receipt' });
    expect((await check('AAAABBBB', '')).json).toMatchObject({ familyAnswer: 'notReceived' });
    // A dispute is for the ombudsperson to close: 'Recebi' no longer undoes it.
    const undo = await publicCall('/receipts/received', { code: 'AAAABBBB', cpfDigits: '' });
    expect(undo.status).toBe(409);
  });

  it('10 tries an hour on one code, whatever the addresses, then when to try again', async () => {
    for (let i = 0; i < 10; i++) expect((await check('MMMM0000', '123')).status).toBe(404);
    const refused = await check('MMMM0000', '123');
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/Tente de novo daqui a \d+ minutos?/);
    // Another code from a fresh address is not held by it.
    expect((await check('MMMM0001', '123')).status).toBe(404);
  });

  it('30 tries an hour from one address, whatever the codes', async () => {
    const address = '10.8.8.8';
    for (let i = 0; i < 30; i++)
      expect((await check(`NNNN${String(i).padStart(4, '0')}`, '123', address)).status).toBe(404);
    expect((await check('NNNN9999', '123', address)).status).toBe(429);
    // Right pair or not: the address waits.
    expect((await check('K7Q2M9XD', '390', address)).status).toBe(429);
  });

  it('every call is in the abuse log, without the code, the digits or the address; none in the access log', async () => {
    const accessBefore = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM access_log',
    );
    const logBefore = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM public_abuse_log',
    );
    await check('K7Q2M9XD', '390', '10.7.7.7');
    await check('K7Q2M9XE', '390', '10.7.7.7');
    const rows = await server.db.query<Record<string, unknown>>(
      'SELECT * FROM public_abuse_log ORDER BY id DESC LIMIT 2',
    );
    expect(rows.map((row) => [row.endpoint, row.outcome])).toEqual([
      ['receipt_check', 'unknown_code'],
      ['receipt_check', 'found'],
    ]);
    const logAfter = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM public_abuse_log',
    );
    expect(logAfter[0]!.n - logBefore[0]!.n).toBe(2);
    const stored = JSON.stringify(rows);
    for (const secret of ['K7Q2M9XD', 'K7Q2M9XE', '10.7.7.7']) expect(stored).not.toContain(secret);
    const accessAfter = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM access_log',
    );
    expect(accessAfter[0]!.n).toBe(accessBefore[0]!.n);
  });
});
