import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementDryRun } from '#contract/voucher-statement.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { csvForm } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const clock = testClock(new Date('2026-11-29T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let readonly: Call;
/** Demo cards delivered to a family, with the São Paulo day of their delivery. */
let delivered: { card: string; day: string }[];
/** A demo card still with its leader. */
let withLeader: string;

const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  delivered = (
    await server.db.query<{ voucher_id: string; day: string }>(
      `SELECT voucher_id, to_char(delivered AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day
         FROM vouchers WHERE status = 2 ORDER BY voucher_id LIMIT 3`,
    )
  ).map((row) => ({ card: row.voucher_id, day: row.day }));
  const [pending] = await server.db.query<{ voucher_id: string }>(
    'SELECT voucher_id FROM vouchers WHERE status = 1 ORDER BY voucher_id LIMIT 1',
  );
  withLeader = pending!.voucher_id;
});

afterAll(async () => {
  await server?.close();
});

const statement = (...lines: string[]) =>
  `\uFEFFcardNumber;activationDate;firstUseDate;balance;expiryDate\r\n${lines.join('\r\n')}\r\n`;

async function upload(content: string): Promise<{ id: string; status: string }> {
  clock.advance(60_000);
  const response = await admin('POST', '/load/statement', csvForm(content, 'extrato.csv'));
  expect(response.status, response.text).toBe(201);
  return { id: response.json._id, status: response.json.status };
}

async function dryRun(id: string): Promise<StatementDryRun> {
  const response = await admin('GET', `/load/${id}/statement`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/** What the app records of the cards a statement names: the confirmed statements' lines. */
const recorded = async () =>
  JSON.stringify(
    await server.db.query(
      `SELECT s.* FROM statement_lines s JOIN loads l ON l.id = s.load_id
        WHERE l.confirmed_at IS NOT NULL ORDER BY s.load_id, s.line`,
    ),
  );

describe("the card provider's statement", () => {
  it('is checked first: the dry run lists each kind and nothing is applied until confirmed', async () => {
    const [a, b] = delivered;
    const file = statement(
      `${a!.card};${br(a!.day)};${br(a!.day)};12,50;31/12/2027`,
      `${b!.card};;;50,00;31/12/2027`,
      '9999000000001;01/11/2026;;50,00;31/12/2027',
    );
    const before = await recorded();
    const first = await upload(file);
    expect(first.status).toBe('Aguardando confirmação');
    const run = await dryRun(first.id);
    expect(run.counts).toMatchObject({
      activated: 1,
      used: 1,
      balance: 2,
      unknown: 1,
      contradiction: 0,
      expired: 0,
    });
    expect(run.withBalance).toBe(2);
    expect(run.lines.activated).toEqual([
      expect.objectContaining({ line: 2, card: a!.card, activatedOn: a!.day, balanceCents: 1250 }),
    ]);
    expect((run.lines.unknown ?? []).map((line) => line.card)).toEqual(['9999000000001']);
    expect(await recorded()).toBe(before);

    const confirmed = await admin('POST', `/load/${first.id}/confirm`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({
      status: 'Processado com sucesso',
      overrideReason: null,
    });
    const afterFirst = await recorded();
    expect(afterFirst).not.toBe(before);

    const events = async () =>
      server.db.query<{ voucher_id: string; kind: string; day: string; balance_cents: unknown }>(
        `SELECT voucher_id, kind, to_char(occurred_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day,
                balance_cents
           FROM card_events WHERE source = 'statement' ORDER BY voucher_id, id`,
      );
    expect(await events()).toEqual([
      { voucher_id: a!.card, kind: 'activated', day: a!.day, balance_cents: null },
      { voucher_id: a!.card, kind: 'firstUsed', day: a!.day, balance_cents: null },
      expect.objectContaining({ voucher_id: a!.card, kind: 'balanceReported' }),
      expect.objectContaining({ voucher_id: b!.card, kind: 'balanceReported' }),
    ]);
    const ledgerAfterFirst = await events();

    // The same file again: every line it names is already known, and confirming it adds nothing new.
    const second = await upload(file);
    const again = await dryRun(second.id);
    expect(again.counts).toMatchObject({
      activated: 0,
      used: 0,
      balance: 0,
      unchanged: 2,
      unknown: 1,
    });
    expect((await admin('POST', `/load/${second.id}/confirm`, {})).status).toBe(200);
    expect((await dryRun(second.id)).counts).toMatchObject({ activated: 0, used: 0, balance: 0 });
    expect(await events()).toEqual(ledgerAfterFirst);
  });

  it('refuses a file contradicting the record whole, unless the admin gives a reason', async () => {
    const c = delivered[2]!;
    const file = statement(
      `${withLeader};20/11/2026;;50,00;31/12/2027`,
      `${c.card};${br(c.day)};;50,00;31/12/2027`,
    );
    const load = await upload(file);
    const run = await dryRun(load.id);
    expect(run.counts).toMatchObject({ contradiction: 1, activated: 2 });
    expect(run.lines.contradiction).toEqual([
      expect.objectContaining({
        card: withLeader,
        contradictions: ['Ativado em 20/11/2026, mas o cartão não foi entregue a uma família.'],
      }),
    ]);

    const before = await recorded();
    const refused = await admin('POST', `/load/${load.id}/confirm`, {});
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'O extrato contradiz o registro em 1 linha; nada foi aplicado. Para aplicar assim mesmo, informe o motivo.',
    );
    const tooShort = await admin('POST', `/load/${load.id}/confirm`, { reason: 'ok' });
    expect(tooShort.status).toBe(400);
    expect(await recorded()).toBe(before);
    expect((await dryRun(load.id)).status).toBe('Aguardando confirmação');

    const reason = 'A líder confirmou que entregou o cartão antes de registrar.';
    const applied = await admin('POST', `/load/${load.id}/confirm`, { reason });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json).toMatchObject({
      status: 'Processado com sucesso',
      overrideReason: reason,
    });
    const [who] = await server.db.query<{ confirmed_by: string | null }>(
      'SELECT confirmed_by FROM loads WHERE id = $1',
      [load.id],
    );
    expect(who?.confirmed_by).toBeTruthy();
    expect((await admin('POST', `/load/${load.id}/confirm`, { reason })).status).toBe(409);
  });

  it('refuses a malformed file whole, saying how to fix each line', async () => {
    const [a] = delivered;
    const response = await admin(
      'POST',
      '/load/statement',
      csvForm(
        statement(
          `${a!.card};31/02/2026;;50,00;31/12/2027`,
          '5,067E+12;;;10,00;31/12/2027',
          `${a!.card};;;dez reais;31/12/2027`,
          `${delivered[1]!.card};;05/11/2026;10,00;31/12/2027`,
        ),
        'extrato.csv',
      ),
    );
    expect(response.status).toBe(201);
    const { json } = await admin('GET', `/load/${response.json._id}`);
    expect(json.status).toBe('Dados inconsistentes');
    expect(json.errors).toEqual([
      {
        line: 2,
        message: 'Data de ativação inválida: 31/02/2026. Use DD/MM/AAAA (por exemplo, 05/11/2026).',
      },
      {
        line: 3,
        message:
          'Número do cartão em notação científica (5,067E+12): o Excel apagou dígitos. Formate a coluna como Texto e exporte de novo.',
      },
      { line: 4, message: `Cartão ${a!.card} repetido no arquivo (já aparece na linha 2).` },
      { line: 5, message: 'Data do primeiro uso sem data de ativação.' },
    ]);
  });

  it('compares again at confirmation: a fact another statement recorded since is not applied twice', async () => {
    const [card] = await server.db.query<{ voucher_id: string; day: string }>(
      `SELECT voucher_id, to_char(delivered AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day
         FROM vouchers WHERE status = 2 ORDER BY voucher_id OFFSET 3 LIMIT 1`,
    );
    const file = statement(`${card!.voucher_id};${br(card!.day)};;;`);
    const [first, second] = [await upload(file), await upload(file)];
    expect((await dryRun(second.id)).counts).toMatchObject({ activated: 1, unchanged: 0 });
    expect((await admin('POST', `/load/${first.id}/confirm`, {})).status).toBe(200);
    expect((await admin('POST', `/load/${second.id}/confirm`, {})).status).toBe(200);
    expect((await dryRun(second.id)).counts).toMatchObject({ activated: 0, unchanged: 1 });
    const [activations] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM card_events WHERE voucher_id = $1 AND kind = 'activated'",
      [card!.voucher_id],
    );
    expect(activations?.n).toBe(1);
  });

  it('is read and confirmed by admins only', async () => {
    const load = await upload(statement(`${delivered[0]!.card};;;1,00;31/12/2027`));
    expect((await readonly('GET', `/load/${load.id}/statement`)).status).toBe(403);
    expect((await readonly('POST', `/load/${load.id}/confirm`, {})).status).toBe(403);
    expect((await readonly('POST', '/load/statement', csvForm('x'))).status).toBe(403);
  });
});
