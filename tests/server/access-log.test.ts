/**
 * 'Registro de acessos' (docs/privacy.md): every read of a family's data is recorded; the
 * database refuses to change or delete an entry; each entry chains to the one before, so an edit
 * made behind the triggers' back is found; the admin screen filters and exports it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { firstDonationOf, vouchersOf } from './route-fixtures.ts';
import { verifyAccessLog } from '#server/domain/access-log/access-log-chain.ts';
import { sqlState } from '#server/log.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let readonly: Call;
let cards: string[];
let donationId: string;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  donationId = await firstDonationOf(server, demo.maria, 4);
  cards = (await vouchersOf(server.db, donationId)).map((card) => card.voucher_id);
  // Rita opens a delivery and Ana its photo on the 21st; Ana reveals another on the 23rd.
  // Readonly opens a card by its place in the donation (decision 187).
  await readonly('GET', `/voucher/${encodeURIComponent(`${donationId}~1`)}`);
  await admin('GET', `/voucher/${cards[0]}/url`);
  clock.advance(2 * 24 * 60 * 60 * 1000);
  await admin('POST', `/voucher/${cards[1]}/reveal`, { reason: 'Conferência da entrega' });
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

describe('what is recorded', () => {
  it('who, when, which card, from which address and which action', async () => {
    const { json } = await admin('POST', '/access-log/search', {});
    const [reveal, photo, viewed] = json.entries;
    expect(reveal).toMatchObject({
      action: 'reveal',
      actionText: 'Mostrou os dados completos',
      actorName: 'Ana Costa',
      voucherId: cards[1],
      donationId,
      detail: 'Conferência da entrega',
      at: '2026-11-23T15:00:00.000Z',
    });
    expect(photo).toMatchObject({
      action: 'photo_link',
      actorName: 'Ana Costa',
      actorRole: 'admin',
      voucherId: cards[0],
    });
    expect(viewed).toMatchObject({
      action: 'delivery_viewed',
      actorName: 'Rita Lima',
      voucherId: cards[0],
      at: '2026-11-21T15:00:00.000Z',
    });
    expect(viewed.clientAddress).toMatch(/127\.0\.0\.1/);
  });

  it('a read that shows no family data is not an access', async () => {
    const before = (await verifyAccessLog(server.db)).entries;
    const waiting = await firstDonationOf(server, demo.joao, 1);
    const pending = (await vouchersOf(server.db, waiting))[0]!.voucher_id;
    await admin('GET', `/voucher/${pending}`);
    // Its cards carry no comment yet (a comment may name the family: reading one is an access).
    await admin('GET', `/vouchers?donationId=${waiting}`);
    expect((await verifyAccessLog(server.db)).entries).toBe(before);
  });
});

describe("the admin's screen", () => {
  it('filters by person, family CPF, donation and dates', async () => {
    const search = async (filter: object) =>
      (await admin('POST', '/access-log/search', filter)).json.entries.map(
        (e: { seq: number }) => e.seq,
      );
    expect(await search({})).toEqual([3, 2, 1]);
    expect(await search({ actorName: 'rita' })).toEqual([1]);
    expect(await search({ donationId })).toEqual([3, 2, 1]);
    expect(await search({ dateFrom: '2026-11-23', dateTo: '2026-11-23' })).toEqual([3]);
    expect(await search({ dateTo: '2026-11-22' })).toEqual([2, 1]);
    // Josefa (CPF 123.456.789-09) received cards[0]; Antônio, without a CPF, cards[1]. A search
    // by CPF gives its reason, and is itself recorded (entry 4, about no card).
    expect(await search({ cpf: '123.456.789-09', reason: 'Pedido da titular' })).toEqual([2, 1]);
    expect((await admin('POST', '/access-log/search', { cpf: '123' })).json.message).toBe(
      'CPF inválido.',
    );
    expect((await readonly('POST', '/access-log/search', {})).status).toBe(403);
  });

  it('exports it as a CSV an admin opens in a spreadsheet, and records the export', async () => {
    const { json } = await admin('POST', '/access-log/export', { actorName: 'Rita' });
    expect(json.fileName).toMatch(/^registro-de-acessos-\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = (json.content as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nº;Data e hora;Pessoa;Papel;Ação;Doação;Cartão;Relatório;Endereço de origem;Detalhe',
    );
    expect(lines.slice(1).every((line) => line.includes(';Rita Lima;Leitura;'))).toBe(true);
    const newest = (await admin('POST', '/access-log/search', {})).json.entries[0];
    expect(newest).toMatchObject({ action: 'access_log_exported', actorName: 'Ana Costa' });
  });
});

describe('append-only', () => {
  it('an UPDATE, a DELETE or a TRUNCATE fails', async () => {
    expect(await failureOf("UPDATE access_log SET detail = 'nada' WHERE seq = 1")).toBe('42501');
    expect(await failureOf('DELETE FROM access_log WHERE seq = 1')).toBe('42501');
    expect(await failureOf('TRUNCATE access_log')).toBe('42501');
    expect((await verifyAccessLog(server.db)).intact).toBe(true);
  });

  it('the chain finds an entry changed behind the triggers’ back, and where', async () => {
    const check = await admin('POST', '/access-log/verify');
    expect(check.json).toMatchObject({
      intact: true,
      brokenAt: null,
      head: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const entries = check.json.entries as number;
    // Someone with the database's owner rights switches the guard off and edits entry 2.
    await server.db.exec('ALTER TABLE access_log DISABLE TRIGGER access_log_append_only');
    await server.db.exec("UPDATE access_log SET actor_role = 'readonly' WHERE seq = 2");
    await server.db.exec('ALTER TABLE access_log ENABLE TRIGGER access_log_append_only');
    expect((await admin('POST', '/access-log/verify')).json).toEqual({
      entries: 1,
      head: expect.any(String),
      intact: false,
      brokenAt: 2,
    });
    // Entry 2 put back as it was, and entry 3 removed instead.
    await server.db.exec('ALTER TABLE access_log DISABLE TRIGGER access_log_append_only');
    await server.db.exec("UPDATE access_log SET actor_role = 'admin' WHERE seq = 2");
    await server.db.exec('DELETE FROM access_log WHERE seq = 3');
    await server.db.exec('ALTER TABLE access_log ENABLE TRIGGER access_log_append_only');
    // A missing entry is a gap in the numbering.
    expect(await verifyAccessLog(server.db)).toMatchObject({ intact: false, brokenAt: 3 });
    // The three of the setup, the search by CPF and the export.
    expect(entries).toBe(5);
  });
});
