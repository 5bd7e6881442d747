import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StuckVouchers } from '#contract/voucher-funnel.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { csvForm } from './route-fixtures.ts';
import { appendVoucherEvents } from '../../server/domain/voucher-ledger/voucher-ledger.ts';
import { saoPauloDay } from '../../server/shared/timestamps.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-29T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let readonly: Call;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(60 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
});

afterAll(async () => {
  await server?.close();
});

const lists = async (call: Call = admin) => {
  const response = await call('GET', '/overview/stuck');
  expect(response.status, response.text).toBe(200);
  return Object.fromEntries(
    (response.json as StuckVouchers).lists.map((list) => [list.list, list]),
  );
};

async function confirmStatement(lines: string[]) {
  const upload = await admin(
    'POST',
    '/load/statement',
    csvForm(
      `cardNumber;activationDate;firstUseDate;balance;expiryDate\n${lines.join('\n')}\n`,
      'extrato.csv',
    ),
  );
  const detail = await admin('GET', `/load/${upload.json._id}`);
  expect(upload.json.status, JSON.stringify(detail.json.errors)).toBe('Aguardando confirmação');
  const confirmed = await admin('POST', `/load/${upload.json._id}/confirm`, {
    reason: 'Conferido com a líder por telefone.',
  });
  expect(confirmed.status, confirmed.text).toBe(200);
}

describe('the stuck cards', () => {
  it('lists cards with a leader past 7 days and delivered past 15 days without activation', async () => {
    const pendingWithLeader = await server.db.query<{ voucher_id: string }>(
      `SELECT v.voucher_id FROM vouchers v JOIN donations d USING (donation_id)
        WHERE v.status = 1 AND d.status IN (2, 3) ORDER BY v.voucher_id`,
    );
    const delivered = await server.db.query<{ voucher_id: string; day: string }>(
      `SELECT voucher_id, to_char(delivered AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS day
         FROM vouchers WHERE status = 2 ORDER BY voucher_id`,
    );
    expect(pendingWithLeader.length).toBeGreaterThan(0);
    const [old] = await server.db.query<{ with_leader: number; delivered: number }>(
      `SELECT count(*) FILTER (WHERE v.status = 1 AND d.status IN (2, 3)
                                 AND d.received < $1::timestamptz - interval '7 days')::int AS with_leader,
              count(*) FILTER (WHERE v.status = 2
                                 AND v.delivered < $1::timestamptz - interval '15 days')::int AS delivered
         FROM vouchers v JOIN donations d USING (donation_id)`,
      [clock.now().toISOString()],
    );
    // The demo's donations are days old: few of their cards are stuck yet.
    const now = await lists();
    expect(now.withLeader?.total).toBe(old!.with_leader);
    expect(now.notActivated?.total).toBe(old!.delivered);
    expect(old!.with_leader).toBeLessThan(pendingWithLeader.length);

    clock.advance(20 * DAY);
    const later = await lists();
    expect(later.withLeader?.total).toBe(pendingWithLeader.length);
    expect(later.notActivated?.total).toBe(delivered.length);
    expect(later.withLeader?.cards[0]).toMatchObject({
      leaderName: expect.any(String),
      siteName: expect.any(String),
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    // A confirmed activation takes the card off the not-activated list.
    const first = delivered[0]!.voucher_id;
    await confirmStatement([`${first};${delivered[0]!.day};;50,00;31/12/2027`]);
    const after = await lists();
    expect(after.notActivated?.total).toBe(delivered.length - 1);
    expect(after.notActivated?.cards.map((card) => card.card)).not.toContain(first);
  });

  it('lists cards expiring within 15 days with balance, and cards a statement contradicted', async () => {
    const [card] = await server.db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE status = 2 ORDER BY voucher_id DESC LIMIT 1',
    );
    const [pending] = await server.db.query<{ voucher_id: string }>(
      `SELECT v.voucher_id FROM vouchers v JOIN donations d USING (donation_id)
        WHERE v.status = 1 AND d.status = 1 ORDER BY v.voucher_id LIMIT 1`,
    );
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(clock.now().getTime() + 10 * DAY),
    );
    await confirmStatement([
      `${card!.voucher_id};;;25,00;${today}`,
      `${pending!.voucher_id};01/12/2026;;10,00;31/12/2027`,
    ]);
    const found = await lists();
    expect(found.expiring?.cards).toEqual([
      expect.objectContaining({ card: card!.voucher_id, balanceCents: 2500 }),
    ]);
    expect(found.inconsistent?.cards).toEqual([
      expect.objectContaining({
        card: pending!.voucher_id,
        detail: 'Cartão ativado ou usado antes da entrega à família.',
      }),
    ]);

    const exported = await admin('GET', '/overview/stuck/export?list=expiring');
    expect(exported.status).toBe(200);
    expect(exported.json.csv.split('\r\n')[0]).toBe(
      '\uFEFFCartão;Doação;Líder;Unidade;Desde;Saldo;Motivo',
    );
    expect(exported.json.csv).toContain(`${card!.voucher_id};`);
    expect(exported.json.csv).toContain(`;${today};25,00;`);
  });

  it("lists the ledger's unresolved contradictions, whatever wrote them, until an admin resolves them", async () => {
    const [card] = await server.db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE status = 2 ORDER BY voucher_id LIMIT 1',
    );
    const [actor] = await server.db.query<{ id: string }>(
      "SELECT id FROM users WHERE name = 'Ana Costa'",
    );
    // A second outcome written by the app, no statement involved.
    await appendVoucherEvents(server.db, [
      {
        voucherId: card!.voucher_id,
        kind: 'notDelivered',
        occurredAt: clock.now(),
        actorId: actor!.id,
        source: 'app',
      },
    ]);
    const listed = (await lists()).inconsistent!;
    expect(listed.cards).toContainEqual(
      expect.objectContaining({
        card: card!.voucher_id,
        since: saoPauloDay(clock.now()),
        detail: 'Duas entregas registradas para o mesmo cartão.',
      }),
    );
    const resolved = await admin('POST', `/cards/${card!.voucher_id}/resolve`, {
      reason: 'A líder confirmou a entrega.',
    });
    expect(resolved.status, resolved.text).toBe(200);
    const after = (await lists()).inconsistent!;
    expect(after.total).toBe(listed.total - 1);
    expect(after.cards.map((found) => found.card)).not.toContain(card!.voucher_id);
  });

  it('gives readonly the last four digits of a card, never the whole number', async () => {
    const seen = await lists(readonly);
    const whole = (await lists()).expiring!.cards[0]!.card;
    expect(seen.expiring?.cards[0]?.card).toBe(`****${whole.slice(-4)}`);
    const exported = await readonly('GET', '/overview/stuck/export?list=expiring');
    expect(exported.json.csv).not.toContain(whole);
    const leader = api(server, await server.tokenFor(demo.maria));
    expect((await leader('GET', '/overview/stuck')).status).toBe(403);
  });
});
