import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '#contract/idempotency.ts';
import { demo, startTestServer, testClock, type TestServer } from './harness.ts';
import { answerOf, keyedApi, type KeyedResponse } from './idempotency-fixtures.ts';
import {
  csvForm,
  donationIdsOf,
  form,
  jpegFile,
  location,
  pngFile,
  snapshot,
  vouchersOf,
} from './route-fixtures.ts';

type Keyed = ReturnType<typeof keyedApi>;

const MINUTE = 60_000;
const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;
let joao: Keyed;
let carlos: Keyed;
let admin: Keyed;
/** João's two donations waiting for receipt. */
let first: string;
let second: string;
let siteIds: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  joao = keyedApi(server, await server.tokenFor(demo.joao));
  carlos = keyedApi(server, await server.tokenFor(demo.carlos));
  admin = keyedApi(server, await server.tokenFor(demo.admin));
  [first, second] = (await donationIdsOf(server, demo.joao, 1)) as [string, string];
  const { json } = await admin('GET', '/sites', null);
  siteIds = new Map(
    json.sites.map((site: { name: string; siteId: number }) => [site.name, site.siteId]),
  );
});

afterAll(async () => {
  await server?.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params))[0]!.n;
const fileCount = () => count('SELECT count(*)::int AS n FROM files');
const donation = async (id: string) =>
  (
    await server.db.query<{
      status: number;
      received_quantity: number | null;
      completed: Date | null;
    }>('SELECT status, received_quantity, completed FROM donations WHERE donation_id = $1', [id])
  )[0]!;
const voucher = async (id: string) =>
  (
    await server.db.query<{ status: number; received_name: string | null }>(
      'SELECT status, received_name FROM vouchers WHERE voucher_id = $1',
      [id],
    )
  )[0]!;

/** The first send ran; the resend got its answer replayed without running again. */
function expectReplay(sent: KeyedResponse, resent: KeyedResponse) {
  expect(sent.replayed).toBe(false);
  expect(resent.replayed).toBe(true);
  expect(answerOf(resent)).toEqual(answerOf(sent));
}

/** Same key, other data: 422 with the pt-BR text, and no table changes. */
async function expectOtherData(send: () => Promise<KeyedResponse>) {
  const before = await snapshot(server.db);
  const response = await send();
  expect(response.status, response.text).toBe(422);
  expect(response.json.message).toBe(idempotencyMessages.reusedWithOtherData);
  expect(await snapshot(server.db)).toBe(before);
}

/** Two identical sends at once: one runs, the other waits and gets the same answer. */
async function sendTwiceAtOnce(send: () => Promise<KeyedResponse>): Promise<KeyedResponse> {
  const [a, b] = await Promise.all([send(), send()]);
  expect(answerOf(a)).toEqual(answerOf(b));
  expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
  return a;
}

describe('receive', () => {
  const receipt = (quantity = '3', shade = 90) =>
    form({ receivedQuantity: quantity, ...location }, { receiveDonationFile: pngFile(shade) });
  const receive = (caller: Keyed, id: string, key: string | null, body = receipt()) =>
    caller('POST', `/donations/${id}/receive`, key, body);

  it('a resend with the same key, fields and photo, under a new boundary, gets the first answer and stores one receipt', async () => {
    const files = await fileCount();
    const sent = await receive(joao, first, 'receipt-0001');
    expect(sent.status, sent.text).toBe(204);
    const resent = await receive(joao, first, 'receipt-0001');
    expect(resent.boundary).not.toBe(sent.boundary);
    expectReplay(sent, resent);
    expect(await fileCount()).toBe(files + 1);
    expect(await donation(first)).toMatchObject({ status: 2, received_quantity: 3 });
  });

  it('without a key an identical receipt is still a conflict', async () => {
    expect((await receive(joao, first, null)).status).toBe(409);
  });

  it('the same key with another quantity or another photo → 422', async () => {
    await expectOtherData(() => receive(joao, first, 'receipt-0001', receipt('4')));
    await expectOtherData(() => receive(joao, first, 'receipt-0001', receipt('3', 120)));
  });

  it("another leader sending João's key is checked as himself and never gets João's answer", async () => {
    const response = await receive(carlos, first, 'receipt-0001');
    expect(response.status).toBe(404);
    expect(response.replayed).toBe(false);
  });

  it('two identical receipts at once → one receipt, the same answer for both', async () => {
    const files = await fileCount();
    const answer = await sendTwiceAtOnce(() => receive(joao, second, 'receipt-0002', receipt('2')));
    expect(answer.status, answer.text).toBe(204);
    expect(await fileCount()).toBe(files + 1);
    expect(await donation(second)).toMatchObject({ status: 2, received_quantity: 2 });
  });
});

describe('deliver a card', () => {
  let cards: string[];
  const delivered = (voucherId: string, receivedName: string) =>
    form(
      { ...location, voucherId, delivered: 'true', receivedName },
      { donateDonationFile: jpegFile() },
    );
  const notDelivered = (voucherId: string) =>
    form({ ...location, voucherId, delivered: 'false', leaderComment: 'Ninguém em casa.' });
  const donate = (id: string, key: string | null, body: FormData) =>
    joao('POST', `/donations/${id}/donate`, key, body);

  beforeAll(async () => {
    cards = (await vouchersOf(server.db, first)).map((card) => card.voucher_id);
  });

  it('a resend with the photo under a new boundary gets the first answer and records one delivery', async () => {
    const files = await fileCount();
    const sent = await donate(first, 'card-0001', delivered(cards[0]!, 'Josefa Ribeiro'));
    expect(sent.status, sent.text).toBe(204);
    const resent = await donate(first, 'card-0001', delivered(cards[0]!, 'Josefa Ribeiro'));
    expect(resent.boundary).not.toBe(sent.boundary);
    expectReplay(sent, resent);
    expect(await fileCount()).toBe(files + 1);
    expect(await voucher(cards[0]!)).toEqual({ status: 2, received_name: 'Josefa Ribeiro' });
  });

  it('the same key with another name → 422', async () => {
    await expectOtherData(() => donate(first, 'card-0001', delivered(cards[0]!, 'Josefa Ribeira')));
  });

  it('two identical deliveries at once → one record, the same answer', async () => {
    const answer = await sendTwiceAtOnce(() => donate(first, 'card-0002', notDelivered(cards[1]!)));
    expect(answer.status, answer.text).toBe(204);
    expect((await voucher(cards[1]!)).status).toBe(3);
  });
});

describe('end the delivery', () => {
  const end = (id: string, key: string | null, body?: unknown) =>
    joao('POST', `/donations/${id}/end`, key, body);

  /** Every card of the donation not delivered, without keys. */
  async function finishCards(id: string) {
    for (const card of await vouchersOf(server.db, id)) {
      if (card.status !== 1) continue;
      const body = form({
        ...location,
        voucherId: card.voucher_id,
        delivered: 'false',
        leaderComment: 'Mudou-se.',
      });
      expect((await joao('POST', `/donations/${id}/donate`, null, body)).status).toBe(204);
    }
  }

  it('a resend gets the first answer and the donation is completed once, at the first time', async () => {
    await finishCards(first);
    const sent = await end(first, 'end-0001');
    expect(sent.status, sent.text).toBe(204);
    const completed = (await donation(first)).completed;
    clock.advance(MINUTE);
    const resent = await end(first, 'end-0001');
    expectReplay(sent, resent);
    expect(await donation(first)).toMatchObject({ status: 4, completed });
  });

  it('the same key with a body it did not have → 422', async () => {
    await expectOtherData(() => end(first, 'end-0001', { motivo: 'outro' }));
  });

  it('two identical ends at once → one completion, the same answer', async () => {
    await finishCards(second);
    const answer = await sendTwiceAtOnce(() => end(second, 'end-0002'));
    expect(answer.status, answer.text).toBe(204);
    expect((await donation(second)).status).toBe(4);
  });
});

describe('register a donation', () => {
  const newDonation = (donationId: string, quantity = 5) => ({
    siteId: siteIds.get('Associação Comunitária Paraisópolis'),
    leaderLogin: '159.753.486-25',
    donationId,
    quantity,
    sentDate: '2026-11-20',
  });
  const register = (key: string | null, body: unknown) => admin('POST', '/donations', key, body);
  const rows = (id: string) =>
    count('SELECT count(*)::int AS n FROM donations WHERE donation_id = $1', [id]);

  it('a resend, even with its fields in another order, gets the first 201 and body; one donation exists', async () => {
    const body = newDonation('SP-20261121000000801');
    const sent = await register('register-0001', body);
    expect(sent.status, sent.text).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expectReplay(sent, await register('register-0001', reordered));
    expect(await rows('SP-20261121000000801')).toBe(1);
    // Without a key, the same registration is refused as before.
    expect((await register(null, body)).status).toBe(409);
  });

  it('the same key with another quantity → 422', async () => {
    await expectOtherData(() => register('register-0001', newDonation('SP-20261121000000801', 6)));
  });

  it('two identical registrations at once → one donation, the same 201 and body', async () => {
    const answer = await sendTwiceAtOnce(() =>
      register('register-0002', newDonation('SP-20261121000000802')),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(await rows('SP-20261121000000802')).toBe(1);
  });
});

describe('upload a charge file', () => {
  const header =
    'password,siteId,name,cpf,rg,phone,email,birthdate,deliveryLocation,deliveryCep,slums';
  const userCsv = (name: string, cpf: string) =>
    csvForm(
      `${header}\nnovaSenha123,${siteIds.get('CEU Heliópolis')},${name},${cpf},,,${cpf.replace(/\D/g, '')}@exemplo.org.br,,,,\n`,
    );
  const upload = (key: string | null, body: FormData) => admin('POST', '/load/user', key, body);
  const loads = () => count('SELECT count(*)::int AS n FROM loads');
  const users = (login: string) =>
    count('SELECT count(*)::int AS n FROM users WHERE login_hash = $1', [server.loginHash(login)]);

  it('a resend under a new boundary gets the same charge back; the file is loaded once', async () => {
    const before = await loads();
    const sent = await upload('charge-0001', userCsv('Lúcia Ferreira', '459.621.938-90'));
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({ status: 'Processado com sucesso', rows: 1 });
    const resent = await upload('charge-0001', userCsv('Lúcia Ferreira', '459.621.938-90'));
    expect(resent.boundary).not.toBe(sent.boundary);
    expectReplay(sent, resent);
    expect(await loads()).toBe(before + 1);
    expect(await users('45962193890')).toBe(1);
  });

  it('the same key with another file → 422', async () => {
    await expectOtherData(() =>
      upload('charge-0001', userCsv('Lúcia Ferreira Souza', '459.621.938-90')),
    );
  });

  it('two identical uploads at once → one load, the same charge', async () => {
    const before = await loads();
    const answer = await sendTwiceAtOnce(() =>
      upload('charge-0002', userCsv('Pessoa Boa', '419.202.797-68')),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(await loads()).toBe(before + 1);
    expect(await users('41920279768')).toBe(1);
  });
});
