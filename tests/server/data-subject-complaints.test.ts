/**
 * Complaints in 'Titular dos dados' (docs/privacy.md, decision 163): the person's complaints (about
 * a card delivered to them, or leaving a phone of theirs) are in the record and the export, the
 * sensitive ones only as a count for the admin, and 'Anonimizar agora' erases all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  onPostgres,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { firstDonationOf, vouchersOf } from './route-fixtures.ts';
import { dbFilesHolding } from '#tests/support/db-files.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const JOSEFA = '123.456.789-09';
const JOSEFA_PHONE = '(11) 98765-4321';
const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let olga: Call;
const ids: Record<'card' | 'sensitive' | 'byPhone' | 'someoneElse', string> = {
  card: '',
  sensitive: '',
  byPhone: '',
  someoneElse: '',
};
const protocols: Record<keyof typeof ids, string> = { ...ids };

const open = async (key: keyof typeof ids, body: Record<string, unknown>) => {
  const opened = await olga('POST', '/complaints', { anonymous: false, phone: null, ...body });
  expect(opened.status).toBe(201);
  ids[key] = opened.json.id;
  protocols[key] = opened.json.protocol;
};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = api(server, await server.tokenFor(demo.admin));
  olga = api(server, await server.tokenFor(demo.ouvidoria));
  const donation = await firstDonationOf(server, demo.maria, 4);
  // Josefa received the first card of Maria's completed donation.
  const josefaCard = (await vouchersOf(server.db, donation))[0]!.voucher_id;
  await open('card', {
    category: 'cardProblem',
    description: 'O cartão da Josefa veio sem saldo.',
    voucherId: josefaCard,
  });
  await open('sensitive', {
    category: 'leaderConduct',
    description: 'A líder pediu dinheiro para a Josefa.',
    voucherId: josefaCard,
  });
  await open('byPhone', {
    category: 'question',
    description: 'Quando vem a próxima entrega?',
    phone: JOSEFA_PHONE,
  });
  await open('someoneElse', {
    category: 'question',
    description: 'Outra pessoa pergunta.',
    phone: '(21) 99876-5432',
  });
  const answered = await olga('POST', `/complaints/${ids.card}/stage`, {
    stage: 'answered',
    note: 'Nota interna da equipe sobre o saldo.',
    publicAnswer: 'O saldo foi carregado de novo.',
  });
  expect(answered.status).toBe(204);
});

afterAll(async () => {
  await server?.close();
});

describe("a data-subject request and the person's complaints", () => {
  it('lists the complaints about her cards and with her phone, the sensitive ones only counted', async () => {
    const { status, json, text } = await admin('POST', '/privacy/subject', { cpf: JOSEFA });
    expect(status).toBe(200);
    expect(json.complaints.map((c: { protocol: string }) => c.protocol).sort()).toEqual(
      [protocols.card, protocols.byPhone].sort(),
    );
    expect(json.complaints).toContainEqual(
      expect.objectContaining({
        protocol: protocols.card,
        categoryText: 'Cartão sem saldo ou bloqueado',
        description: 'O cartão da Josefa veio sem saldo.',
        stageText: 'Respondida',
        publicAnswer: 'O saldo foi carregado de novo.',
        stages: [
          expect.objectContaining({ stageText: 'Nova' }),
          expect.objectContaining({ stageText: 'Respondida' }),
        ],
      }),
    );
    expect(json.complaints).toContainEqual(
      expect.objectContaining({ protocol: protocols.byPhone, contactPhone: '11987654321' }),
    );
    expect(json.sensitiveComplaints).toBe(1);
    // Neither the sensitive complaint nor the team's notes reach the admin.
    expect(text).not.toContain('pediu dinheiro');
    expect(text).not.toContain(protocols.sensitive);
    expect(text).not.toContain('Nota interna');
    expect(text).not.toContain(protocols.someoneElse);
    // Each complaint read here (its text, its contact phone) is in the access log by protocol.
    const logged = await server.db.query<{ detail: string | null }>(
      "SELECT detail FROM access_log WHERE action = 'subject_lookup'",
    );
    const details = logged.map((row) => row.detail);
    expect(details).toContain(`Reclamação ${protocols.card}`);
    expect(details).toContain(`Reclamação ${protocols.byPhone}`);
    expect(details.join(' ')).not.toContain(protocols.sensitive);
  });

  it("exports them in the family's file, and counts the sensitive ones", async () => {
    const { json } = await admin('POST', '/privacy/subject/export', { cpf: JOSEFA });
    const document = JSON.parse(json.content);
    expect(document.reclamacoes).toContainEqual(
      expect.objectContaining({
        protocolo: protocols.card,
        relato: 'O cartão da Josefa veio sem saldo.',
        resposta: 'O saldo foi carregado de novo.',
      }),
    );
    expect(document.reclamacoes).toHaveLength(2);
    expect(document.reclamacoesSensiveis).toBe(1);
    expect(json.content).not.toContain('pediu dinheiro');
  });

  it('anonymises every complaint of hers with her cards, the sensitive one too, and no other', async () => {
    const { status, json } = await admin('POST', '/privacy/subject/anonymise', {
      cpf: JOSEFA,
      reason: 'Pedido da titular por escrito',
    });
    expect(status).toBe(200);
    expect(json.complaintsChanged).toBe(3);
    const rows = await server.db.query<{
      id: string;
      description_enc: string | null;
      contact_phone_hash: string | null;
      anonymised_at: unknown;
    }>('SELECT id, description_enc, contact_phone_hash, anonymised_at FROM complaints');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const key of ['card', 'sensitive', 'byPhone'] as const)
      expect(byId.get(ids[key])).toMatchObject({
        description_enc: null,
        contact_phone_hash: null,
        anonymised_at: expect.anything(),
      });
    expect(byId.get(ids.someoneElse)).toMatchObject({ anonymised_at: null });
    expect(byId.get(ids.someoneElse)!.description_enc).not.toBeNull();
    const notes = await server.db.query<{ note: string | null }>(
      'SELECT note FROM complaint_history WHERE complaint_id = $1::uuid',
      [ids.card],
    );
    expect(notes.every((row) => row.note === null)).toBe(true);
    // Nor does the team's note stay in the embedded database's files (tables, WAL).
    if (!onPostgres)
      expect(await dbFilesHolding(server.dataDir, 'Nota interna da equipe')).toEqual([]);
    // The ombudsperson still counts them: category, stage and dates stay.
    const seen = await olga('GET', `/complaints/${ids.sensitive}`);
    expect(seen.json).toMatchObject({ description: null, anonymisedAt: expect.any(String) });
    expect(json.record.complaints).toContainEqual(
      expect.objectContaining({ protocol: protocols.card, description: null }),
    );
  });
});
