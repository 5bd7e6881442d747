import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '#server/log.ts';
import { deriveVoucherState } from '#server/domain/voucher-ledger/voucher-state.ts';
import {
  appendVoucherEvents,
  readVoucherEvents,
} from '#server/domain/voucher-ledger/voucher-ledger.ts';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import { keyedApi } from './idempotency-fixtures.ts';
import {
  csvForm,
  donationIdsOf,
  firstDonationOf,
  form,
  jpegFile,
  location,
  pngFile,
  vouchersOf,
} from './route-fixtures.ts';

let server: TestServer;
let admin: ReturnType<typeof api>;
let joao: ReturnType<typeof keyedApi>;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  joao = keyedApi(server, await server.tokenFor(demo.joao));
});

afterAll(async () => {
  await server?.close();
});

const failureOf = async (sql: string) => {
  try {
    await server.db.exec(sql);
    return null;
  } catch (error) {
    return sqlState(error);
  }
};

/** Each card's events as `kind/source` lines, in the order written. */
async function ledgerOf(voucherIds: readonly string[]): Promise<Record<string, string[]>> {
  const rows = await server.db.query<{ voucher_id: string; kind: string; source: string }>(
    `SELECT voucher_id, kind, source FROM card_events WHERE voucher_id = ANY($1::text[]) ORDER BY id`,
    [voucherIds],
  );
  const out: Record<string, string[]> = Object.fromEntries(voucherIds.map((id) => [id, []]));
  for (const row of rows) out[row.voucher_id]!.push(`${row.kind}/${row.source}`);
  return out;
}
const cardsOf = async (donationId: string) =>
  (await vouchersOf(server.db, donationId)).map((card) => card.voucher_id);
const eventCount = async () =>
  Number(
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_events'))[0]!.n,
  );

describe('the ledger in the database', () => {
  it('refuses to change or remove an event, whoever asks', async () => {
    const before = await eventCount();
    expect(await failureOf(`UPDATE card_events SET kind = 'lost' WHERE id = 1`)).toBe('42501');
    expect(await failureOf('DELETE FROM card_events WHERE id = 1')).toBe('42501');
    expect(await failureOf('TRUNCATE card_events CASCADE')).toBe('42501');
    expect(await eventCount()).toBe(before);
  });

  it('refuses an event naming a card, donation, user or file that does not exist', async () => {
    const before = await eventCount();
    const copy = (columns: string) =>
      `INSERT INTO card_events (voucher_id, kind, occurred_at, source, donation_id, leader_id, actor_id, load_id)
       SELECT ${columns} FROM card_events WHERE id = 1`;
    const unknown = 'gen_random_uuid()';
    const kept = `kind, occurred_at`;
    expect(
      await failureOf(
        copy(`'NO-SUCH-CARD', ${kept}, 'app', donation_id, leader_id, actor_id, NULL`),
      ),
    ).toBe('23503');
    expect(
      await failureOf(
        copy(`voucher_id, ${kept}, 'app', 'NO-SUCH-DONATION', leader_id, actor_id, NULL`),
      ),
    ).toBe('23503');
    expect(
      await failureOf(copy(`voucher_id, ${kept}, 'app', donation_id, ${unknown}, actor_id, NULL`)),
    ).toBe('23503');
    expect(
      await failureOf(copy(`voucher_id, ${kept}, 'app', donation_id, leader_id, ${unknown}, NULL`)),
    ).toBe('23503');
    expect(
      await failureOf(
        copy(`voucher_id, ${kept}, 'charge', donation_id, leader_id, actor_id, ${unknown}`),
      ),
    ).toBe('23503');
    expect(await eventCount()).toBe(before);
  });

  it("holds the demo cards' history, read from the tables, each event following the one before", async () => {
    const cards = await server.db.query<{
      voucher_id: string;
      status: number;
      received: unknown;
      donation_status: number;
    }>(
      `SELECT v.voucher_id, v.status, d.received, d.status AS donation_status
         FROM vouchers v JOIN donations d USING (donation_id)`,
    );
    const events = await readVoucherEvents(
      server.db,
      cards.map((card) => card.voucher_id),
    );
    for (const card of cards) {
      const kinds = events.get(card.voucher_id)!.map((event) => event.kind);
      const expected = ['loaded'];
      if (card.received !== null) expected.push('received');
      if (card.status === 2) expected.push('delivered');
      if (card.status === 3) expected.push('notDelivered');
      if (card.status === 1 && card.donation_status === 5) expected.push('returned');
      if (card.status === 1 && card.donation_status === 6) expected.push('lost');
      expect(kinds, card.voucher_id).toEqual(expected);
      const chain = events.get(card.voucher_id)!;
      expect(chain.map((event) => event.followsId)).toEqual([
        null,
        ...chain.slice(0, -1).map((event) => event.id),
      ]);
    }
    // Every stage of the demo shows up in the derived states.
    const stages = new Set(
      cards.map((card) => deriveVoucherState(events.get(card.voucher_id)!)!.stage),
    );
    expect([...stages].sort()).toEqual(
      ['delivered', 'loaded', 'lost', 'notDelivered', 'returned', 'withLeader'].sort(),
    );
  });
});

describe('every write of a card appends its event in the same transaction, once', () => {
  it("a 'Cartão' charge: one 'loaded' per card, from the file", async () => {
    const [donationId] = await donationIdsOf(server, demo.carlos, 1);
    const loaded = await admin(
      'POST',
      '/load/voucher',
      csvForm(`voucherId,donationId\nLEDGER-1,${donationId}\nLEDGER-2,${donationId}\n`),
    );
    expect(loaded.json.status, loaded.text).toBe('Processado com sucesso');
    expect(await ledgerOf(['LEDGER-1', 'LEDGER-2'])).toEqual({
      'LEDGER-1': ['loaded/charge'],
      'LEDGER-2': ['loaded/charge'],
    });
    const [row] = await server.db.query<{ actor_id: string; load_id: string | null }>(
      `SELECT actor_id, load_id FROM card_events WHERE voucher_id = 'LEDGER-1'`,
    );
    expect(row).toEqual({ actor_id: await server.userId(demo.admin), load_id: loaded.json._id });
  });

  it('a receipt, a delivery and a not-delivered card: one event each; a replay or a refused write none', async () => {
    const donationId = await firstDonationOf(server, demo.joao, 1);
    const cards = await cardsOf(donationId);
    const receipt = () =>
      form(
        { receivedQuantity: String(cards.length), ...location },
        { receiveDonationFile: pngFile(70) },
      );
    const received = await joao('POST', `/donations/${donationId}/receive`, 'ledger-r1', receipt());
    expect(received.status, received.text).toBe(204);
    const again = await joao('POST', `/donations/${donationId}/receive`, 'ledger-r1', receipt());
    expect(again.replayed).toBe(true);
    expect((await joao('POST', `/donations/${donationId}/receive`, null, receipt())).status).toBe(
      409,
    );

    const delivery = () =>
      form(
        { ...location, voucherId: cards[0]!, delivered: 'true', receivedName: 'Josefa Ribeiro' },
        { donateDonationFile: jpegFile() },
      );
    expect((await joao('POST', `/donations/${donationId}/donate`, null, delivery())).status).toBe(
      204,
    );
    // The same delivery again without a key is a repeat; with a key, a replay.
    expect((await joao('POST', `/donations/${donationId}/donate`, null, delivery())).status).toBe(
      204,
    );
    const notDelivered = () =>
      form({ ...location, voucherId: cards[1]!, delivered: 'false', leaderComment: 'Mudou-se.' });
    const sent = await joao('POST', `/donations/${donationId}/donate`, 'ledger-d2', notDelivered());
    expect(sent.status, sent.text).toBe(204);
    expect(
      (await joao('POST', `/donations/${donationId}/donate`, 'ledger-d2', notDelivered())).replayed,
    ).toBe(true);

    const ledger = await ledgerOf(cards);
    expect(ledger[cards[0]!]).toEqual(['loaded/migration', 'received/app', 'delivered/app']);
    expect(ledger[cards[1]!]).toEqual(['loaded/migration', 'received/app', 'notDelivered/app']);
    for (const card of cards.slice(2))
      expect(ledger[card]).toEqual(['loaded/migration', 'received/app']);
  });

  it('a transfer in the app or by file, a closing and its undo: one event per card each', async () => {
    const inApp = await firstDonationOf(server, demo.carlos, 1);
    const byFile = await firstDonationOf(server, demo.joao, 1);
    const fernandaId = await server.userId(demo.fernanda);
    const moved = await admin('POST', `/donations/${inApp}/transfer`, {
      leaderId: fernandaId,
      reason: 'Carlos está afastado.',
    });
    expect(moved.status, moved.text).toBe(200);
    const file = await admin(
      'POST',
      '/load/transfer',
      csvForm(`donationId,newLeaderLogin\n${byFile},${demo.fernanda}\n`),
    );
    expect(file.json.status, file.text).toBe('Processado com sucesso');
    const closed = await admin('POST', `/donations/${inApp}/close`, {
      status: 5,
      reason: 'Cartões devolvidos à unidade.',
    });
    expect(closed.status, closed.text).toBe(200);
    expect((await admin('POST', `/donations/${inApp}/close/undo`)).status).toBe(200);

    const inAppLedger = await ledgerOf(await cardsOf(inApp));
    for (const [card, kinds] of Object.entries(inAppLedger))
      expect(
        kinds.filter((kind) => !kind.startsWith('loaded/')),
        card,
      ).toEqual(['transferred/app', 'returned/app', 'reopened/app']);
    const byFileLedger = await ledgerOf(await cardsOf(byFile));
    for (const [card, kinds] of Object.entries(byFileLedger))
      expect(
        kinds.filter((kind) => !kind.startsWith('loaded/')),
        card,
      ).toEqual(['transferred/charge']);
    const [holder] = await server.db.query<{ leader_id: string }>(
      `SELECT leader_id FROM card_events WHERE donation_id = $1 AND kind = 'transferred' LIMIT 1`,
      [byFile],
    );
    expect(holder?.leader_id).toBe(fernandaId);
  });
});

describe("a card's timeline", () => {
  it('shows an admin every event in order, the contradiction, and takes her resolution with a reason', async () => {
    const readonly = api(server, await server.tokenFor(demo.readonly));
    const donationId = await firstDonationOf(server, demo.maria, 2);
    const [card] = await cardsOf(donationId);
    const [load] = await server.db.query<{ id: string }>(
      `SELECT id FROM loads WHERE type = 'voucher' LIMIT 1`,
    );
    // The provider says the card was activated while it is still with the leader.
    await appendVoucherEvents(server.db, [
      {
        voucherId: card!,
        kind: 'activated',
        occurredAt: new Date(),
        actorId: null,
        source: 'statement',
        loadId: load!.id,
      },
    ]);

    const timeline = await admin('GET', `/cards/${card}/timeline`);
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.json).toMatchObject({
      voucherId: card,
      donationId,
      stateText: 'Inconsistente',
      inconsistent: true,
      conflicts: [
        {
          kind: 'usedBeforeDelivery',
          text: 'Cartão ativado ou usado antes da entrega à família.',
        },
      ],
    });
    expect(timeline.json.events.map((event: { text: string }) => event.text)).toEqual([
      'Carregado na doação',
      'Recebido pela liderança',
      'Ativado',
    ]);
    expect(timeline.json.events[1]).toMatchObject({
      actorName: 'Maria da Silva',
      leaderName: 'Maria da Silva',
      sourceText: 'Registro anterior ao histórico',
    });
    expect((await readonly('GET', `/cards/${card}/timeline`)).status).toBe(403);
    expect((await admin('GET', '/cards/NAO-EXISTE/timeline')).json.message).toBe(
      'Cartão não encontrado. Confira o número e tente de novo.',
    );

    expect((await admin('POST', `/cards/${card}/resolve`, { reason: ' ' })).status).toBe(400);
    const resolved = await admin('POST', `/cards/${card}/resolve`, {
      reason: 'A liderança entregou antes; o registro chega depois.',
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.json).toMatchObject({ inconsistent: false, stateText: 'Ativado' });
    expect(resolved.json.events.at(-1)).toMatchObject({
      text: 'Inconsistência resolvida',
      actorName: 'Ana Costa',
      note: 'A liderança entregou antes; o registro chega depois.',
    });
    expect((await admin('POST', `/cards/${card}/resolve`, { reason: 'De novo.' })).status).toBe(
      409,
    );
  });
});

describe('appending', () => {
  it("writes one call's several events of a card in order, each following the one before", async () => {
    const donationId = await firstDonationOf(server, demo.maria, 2);
    const [first, second] = await cardsOf(donationId);
    const [load] = await server.db.query<{ id: string }>(
      `SELECT id FROM loads WHERE type = 'voucher' LIMIT 1`,
    );
    const before = await readVoucherEvents(server.db, [first!, second!]);
    const event = (voucherId: string, kind: 'activated' | 'firstUsed' | 'expired') => ({
      voucherId,
      kind,
      occurredAt: new Date(),
      actorId: null,
      source: 'statement' as const,
      loadId: load!.id,
    });
    const written = await appendVoucherEvents(server.db, [
      event(first!, 'activated'),
      event(second!, 'activated'),
      event(first!, 'firstUsed'),
      event('NAO-EXISTE', 'activated'),
      event(first!, 'expired'),
    ]);
    expect(written).toBe(4);
    const after = await readVoucherEvents(server.db, [first!, second!]);
    for (const card of [first!, second!]) {
      const chain = after.get(card)!;
      expect(chain.slice(0, before.get(card)!.length)).toEqual(before.get(card));
      expect(chain.map((e) => e.followsId)).toEqual([null, ...chain.slice(0, -1).map((e) => e.id)]);
    }
    expect(
      after
        .get(first!)!
        .slice(-3)
        .map((e) => e.kind),
    ).toEqual(['activated', 'firstUsed', 'expired']);
  });
});
