import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherFunnel, StuckVouchers } from '#contract/voucher-funnel.ts';
import type { VoucherTimeline } from '#contract/voucher-events.ts';
import type { StatementDryRun } from '#contract/voucher-statement.ts';
import { readVoucherEvents } from '#server/domain/voucher-ledger/voucher-ledger.ts';
import { deriveVoucherState } from '#server/domain/voucher-ledger/voucher-state.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import {
  csvForm,
  firstDonationOf,
  form,
  jpegFile,
  location,
  vouchersOf,
} from './route-fixtures.ts';

/**
 * A leader delivers two cards offline on the 26th; the provider's statement says both were
 * activated on the 27th and used on the 28th. One delivery reaches the server before the statement
 * is confirmed, the other after it: the ledger orders facts by when they happened, so both cards
 * end in the same state, neither 'Inconsistente' (docs/product.md R20).
 */

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const clock = testClock(new Date('2026-11-29T15:00:00.000Z'));
/** When João handed both cards over, offline (10:00 in São Paulo). */
const DELIVERED_OFFLINE_AT = '2026-11-26T13:00:00.000Z';
const REASON = 'A líder entregou sem sinal; a entrega ainda não chegou.';

let server: TestServer;
let admin: Call;
let joao: Call;
let donation: string;
/** Delivered before the statement is confirmed. */
let early: string;
/** Delivered after it. */
let late: string;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
  joao = api(server, await server.tokenFor(demo.joao));
  donation = await firstDonationOf(server, demo.joao, 2);
  const cards = (await vouchersOf(server.db, donation)).map((card) => card.voucher_id);
  if (cards.length < 2)
    throw new Error("the demo data changed: João's received donation needs 2 cards");
  [early, late] = cards as [string, string];
  // His checklist of that morning, so his writes pass the gates as of when he made them (R8.12).
  await server.db.query('INSERT INTO checklists (user_id, created_at) VALUES ($1, $2)', [
    await server.userId(demo.joao),
    '2026-11-26T11:00:00.000Z',
  ]);
});

afterAll(async () => {
  await server?.close();
});

async function deliverOffline(card: string) {
  clock.advance(60_000);
  const response = await joao(
    'POST',
    `/donations/${donation}/donate`,
    form(
      {
        ...location,
        voucherId: card,
        delivered: 'true',
        receivedName: 'Luzia Nascimento',
        recordedAt: DELIVERED_OFFLINE_AT,
      },
      { donateDonationFile: jpegFile() },
    ),
  );
  expect(response.status, response.text).toBe(204);
}

const funnel = async () => {
  const response = await admin('GET', '/overview/funnel');
  expect(response.status, response.text).toBe(200);
  return Object.fromEntries(
    (response.json as VoucherFunnel).stages.map(({ stage, cards }) => [stage, cards]),
  );
};

const timeline = async (card: string): Promise<VoucherTimeline> => {
  const response = await admin('GET', `/cards/${card}/timeline`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

const inconsistent = async () => {
  const response = await admin('GET', '/overview/stuck');
  expect(response.status, response.text).toBe(200);
  const list = (response.json as StuckVouchers).lists.find(
    (found) => found.list === 'inconsistent',
  );
  return (list?.cards ?? []).map((found) => found.card);
};

/** What a timeline says of a card, without the ids and write times that differ between two cards. */
const told = (answer: VoucherTimeline) => ({
  stage: answer.stage,
  stateText: answer.stateText,
  conflicts: answer.conflicts,
  events: answer.events.map((event) => ({
    kind: event.kind,
    occurredAt: event.occurredAt,
    source: event.source,
    balanceCents: event.balanceCents,
    expiresOn: event.expiresOn,
  })),
});

describe('offline deliveries and a statement arriving in either order', () => {
  it('end in the same state, neither card inconsistent, the funnel counting both', async () => {
    const before = await funnel();

    await deliverOffline(early);

    clock.advance(60_000);
    const upload = await admin(
      'POST',
      '/load/statement',
      csvForm(
        'cardNumber;activationDate;firstUseDate;balance;expiryDate\n' +
          `${early};27/11/2026;28/11/2026;30,00;31/12/2027\n` +
          `${late};27/11/2026;28/11/2026;30,00;31/12/2027\n`,
        'extrato.csv',
      ),
    );
    expect(upload.json.status, upload.text).toBe('Aguardando confirmação');
    const dryRun = (await admin('GET', `/load/${upload.json._id}/statement`))
      .json as StatementDryRun;
    // The early card was delivered on the 26th (the phone's clock), not when its write arrived.
    expect(dryRun.lines.contradiction?.map((line) => line.card)).toEqual([late]);
    expect(dryRun.counts).toMatchObject({ activated: 2, used: 2, contradiction: 1 });
    const confirmed = await admin('POST', `/load/${upload.json._id}/confirm`, { reason: REASON });
    expect(confirmed.status, confirmed.text).toBe(200);

    // Until its delivery arrives, the late card was used while still with João.
    expect((await timeline(late)).inconsistent).toBe(true);
    expect(await inconsistent()).toContain(late);

    clock.advance(20 * 60_000);
    await deliverOffline(late);

    const [earlyTold, lateTold] = [told(await timeline(early)), told(await timeline(late))];
    expect(earlyTold).toMatchObject({ stage: 'used', conflicts: [] });
    expect(earlyTold.events.map((event) => event.kind)).toEqual([
      'loaded',
      'received',
      'delivered',
      'activated',
      'firstUsed',
      'balanceReported',
    ]);
    expect(lateTold).toEqual(earlyTold);

    const ledger = await readVoucherEvents(server.db, [early, late]);
    const earlyState = deriveVoucherState(ledger.get(early)!);
    expect(earlyState).toMatchObject({
      stage: 'used',
      conflicts: [],
      deliveredAt: DELIVERED_OFFLINE_AT,
      balanceCents: 3000,
    });
    expect(deriveVoucherState(ledger.get(late)!)).toEqual(earlyState);

    expect(await inconsistent()).not.toContain(early);
    expect(await inconsistent()).not.toContain(late);
    const after = await funnel();
    expect(
      Object.fromEntries(
        Object.keys(after).map((stage) => [stage, after[stage]! - before[stage]!]),
      ),
    ).toEqual({
      loaded: 0,
      withLeader: 0,
      delivered: 2,
      familyConfirmed: 0,
      activated: 2,
      used: 2,
    });
  });
});
