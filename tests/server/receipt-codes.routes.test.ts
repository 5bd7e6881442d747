import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { donationIdsOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';
import { RECEIPT_CODE_ALPHABET, normalizeReceiptCode } from '#contract/receipt-code.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

/** CPFs with valid check digits, for the families in these deliveries. */
const CPF = { first: '39053344705', second: '52998224725' };

let server: TestServer;
let joao: Call;
let admin: Call;
let received: string[];

beforeAll(async () => {
  server = await startTestServer();
  joao = api(server, await server.tokenFor(demo.joao));
  admin = api(server, await server.tokenFor(demo.admin));
  // João's donations waiting for receipt get their proof of receipt, so their cards can be
  // delivered; his donation already received comes last.
  const waiting = await donationIdsOf(server, demo.joao, 1);
  received = [...waiting, ...(await donationIdsOf(server, demo.joao, 2))];
  for (const donationId of waiting) {
    const response = await joao(
      'POST',
      `/donations/${donationId}/receive`,
      form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() }),
    );
    expect(response.status, response.text).toBe(204);
  }
});

afterAll(async () => {
  await server?.close();
});

const deliver = (donationId: string, fields: Record<string, string>, shade = 40) =>
  joao(
    'POST',
    `/donations/${donationId}/donate`,
    form(
      { ...location, delivered: 'true', receivedName: 'Maria Souza', ...fields },
      { donateDonationFile: pngFile(shade) },
    ),
  );

async function cardsOf(donationId: string) {
  const details = await admin('GET', `/donations/${donationId}/details`);
  expect(details.status).toBe(200);
  return details.json.vouchers as {
    voucherId: string;
    receiptCode: string | null;
    receiptCodeFromServer: boolean;
  }[];
}

const storedCodes = async () =>
  (
    await server.db.query<{ receipt_code: string }>(
      'SELECT receipt_code FROM vouchers WHERE receipt_code IS NOT NULL',
    )
  ).map((row) => row.receipt_code);

describe('the receipt code of a delivered card (docs/product.md R15.1)', () => {
  it("keeps the phone's code, read as Crockford's base32, and staff see it", async () => {
    const [donationId] = received;
    const [card] = await vouchersOf(server.db, donationId!);
    const response = await deliver(donationId!, {
      voucherId: card!.voucher_id,
      receivedCpf: CPF.first,
      receiptCode: 'k7q2-m9xd',
    });
    expect(response.status, response.text).toBe(204);
    const [shown] = await cardsOf(donationId!);
    expect(shown).toMatchObject({ receiptCode: 'K7Q2M9XD', receiptCodeFromServer: false });
    // The leader sees the code of her own card, so she can show it again.
    const mine = await joao('GET', `/vouchers?donationId=${donationId}`);
    expect(mine.json.vouchers[0].receiptCode).toBe('K7Q2M9XD');
  });

  it('records the delivery when the code is taken, and gives the card a new code from the server', async () => {
    const [, donationId] = received;
    const [card] = await vouchersOf(server.db, donationId!);
    const response = await deliver(
      donationId!,
      // The same code as the first card, with another family's CPF: a code names one card.
      { voucherId: card!.voucher_id, receivedCpf: CPF.second, receiptCode: 'K7Q2M9XD' },
      60,
    );
    expect(response.status, response.text).toBe(204);
    const [shown] = await cardsOf(donationId!);
    expect(shown!.receiptCode).not.toBe('K7Q2M9XD');
    expect(normalizeReceiptCode(shown!.receiptCode ?? '')).toBe(shown!.receiptCode);
    expect(shown!.receiptCodeFromServer).toBe(true);
    const codes = await storedCodes();
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('makes a code on the server for a phone that sent none', async () => {
    const [, donationId] = received;
    const [, card] = await vouchersOf(server.db, donationId!);
    const response = await deliver(donationId!, { voucherId: card!.voucher_id }, 80);
    expect(response.status, response.text).toBe(204);
    const [, shown] = await cardsOf(donationId!);
    expect(shown!.receiptCode).toMatch(new RegExp(`^[${RECEIPT_CODE_ALPHABET}]{8}$`));
    expect(shown!.receiptCodeFromServer).toBe(true);
  });

  it('an identical repeat with another code succeeds and the first code stays', async () => {
    const [donationId] = received;
    const [card] = await vouchersOf(server.db, donationId!);
    const repeat = await deliver(donationId!, {
      voucherId: card!.voucher_id,
      receivedCpf: CPF.first,
      receiptCode: 'AAAA-BBBB',
    });
    expect(repeat.status, repeat.text).toBe(204);
    const [shown] = await cardsOf(donationId!);
    expect(shown!.receiptCode).toBe('K7Q2M9XD');
  });

  it('a card not delivered has no code, and a code that is not one is refused', async () => {
    const [donationId] = received;
    const [, second, third] = await vouchersOf(server.db, donationId!);
    const bad = await deliver(donationId!, {
      voucherId: second!.voucher_id,
      receiptCode: 'K7Q2-M9XU',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/Código do comprovante inválido/);
    const notDelivered = await joao(
      'POST',
      `/donations/${donationId}/donate`,
      form({
        ...location,
        voucherId: second!.voucher_id,
        delivered: 'false',
        leaderComment: 'Família não estava em casa',
        receiptCode: 'ZZZZ-ZZZZ',
      }),
    );
    expect(notDelivered.status, notDelivered.text).toBe(204);
    const cards = await cardsOf(donationId!);
    expect(cards[1]!.receiptCode).toBeNull();
    expect(third).toBeDefined();
  });

  it('two deliveries offering one code at once: both recorded, two different codes', async () => {
    const [, , donationId] = received;
    expect(donationId).toBeDefined();
    const [first] = await vouchersOf(server.db, donationId!);
    // Cards go in order, so the race is between this donation's first card and the last one left.
    const [, donationB] = received;
    const [, , lastOfB] = await vouchersOf(server.db, donationB!);
    const [a, b] = await Promise.all([
      deliver(donationId!, { voucherId: first!.voucher_id, receiptCode: 'RACE-0001' }, 100),
      deliver(donationB!, { voucherId: lastOfB!.voucher_id, receiptCode: 'RACE-0001' }, 120),
    ]);
    expect([a.status, b.status]).toEqual([204, 204]);
    const codes = await storedCodes();
    expect(codes.filter((code) => code === 'RACE0001')).toHaveLength(1);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
