/**
 * 'Titular dos dados' (docs/privacy.md): from a CPF, everything held about the person, its export
 * for the family (JSON with the photos), a correction and anonymisation now, each step logged.
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
import { voucherKey } from '#contract/vouchers.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const JOSEFA = '123.456.789-09';
const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
});

afterAll(async () => {
  await server?.close();
});

const logged = (action: string) =>
  server.db.query<{ voucher_id: string; detail: string | null }>(
    'SELECT voucher_id, detail FROM access_log WHERE action = $1 ORDER BY seq',
    [action],
  );

describe('a data-subject request', () => {
  it('lists every delivery to the CPF with its data whole, the leaders, photos and who accessed them', async () => {
    const mariaCompleted = await firstDonationOf(server, demo.maria, 4);
    const josefaCard = (await vouchersOf(server.db, mariaCompleted))[0]!.voucher_id;
    // Readonly opens it by its place in the donation (decision 187): the first card.
    const opened = await api(server, await server.tokenFor(demo.readonly))(
      'GET',
      `/voucher/${encodeURIComponent(voucherKey(mariaCompleted, 1))}`,
    );
    expect(opened.status, opened.text).toBe(200);

    const { status, json } = await admin('POST', '/privacy/subject', { cpf: JOSEFA });
    expect(status).toBe(200);
    // Josefa received the first card of Maria's completed donation.
    expect(json.deliveries).toHaveLength(1);
    expect(
      json.deliveries.every((d: { receivedCpf: string }) => d.receivedCpf === '12345678909'),
    ).toBe(true);
    expect(json.deliveries).toContainEqual(
      expect.objectContaining({
        voucherId: josefaCard,
        donationId: mariaCompleted,
        receivedName: 'Josefa Ribeiro',
        receivedContactNumber: '11987654321',
        receivedEmail: 'josefa.ribeiro@exemplo.org.br',
        leaderName: 'Maria da Silva',
        siteName: 'CEU Heliópolis',
        hasPhoto: true,
        anonymisedAt: null,
        anonymiseAfter: expect.any(String),
      }),
    );
    expect(json.accesses).toContainEqual(
      expect.objectContaining({
        action: 'delivery_viewed',
        actorName: 'Rita Lima',
        voucherId: josefaCard,
      }),
    );
    expect(json.account).toBeNull();
    expect((await logged('subject_lookup')).map((entry) => entry.voucher_id).sort()).toEqual(
      json.deliveries.map((d: { voucherId: string }) => d.voucherId).sort(),
    );
  });

  it("finds a leader's own account data by their CPF too", async () => {
    const { json } = await admin('POST', '/privacy/subject', { cpf: '111.444.777-35' });
    expect(json.account).toMatchObject({
      name: 'Maria da Silva',
      role: 'leader',
      email: 'maria.silva@exemplo.org.br',
      phone: expect.stringMatching(/^1198/),
    });
  });

  it('exports a JSON file the family can read, with the photos', async () => {
    const { json } = await admin('POST', '/privacy/subject/export', { cpf: JOSEFA });
    expect(json.fileName).toBe('dados-do-titular-2026-11-21.json');
    const document = JSON.parse(json.content);
    expect(document.titular.cpf).toBe('12345678909');
    expect(document.controlador.nome).toBe('Cestas Solidárias');
    const withPhoto = document.entregas.find((e: { fotos: unknown[] }) => e.fotos.length > 0);
    expect(withPhoto.fotos[0].arquivo).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(document.acessos.length).toBeGreaterThan(0);
    expect((await logged('subject_export')).length).toBe(document.entregas.length);
  });

  it('corrects one field with a reason, recorded without the value', async () => {
    const { json: before } = await admin('POST', '/privacy/subject', { cpf: JOSEFA });
    const card = before.deliveries[0].voucherId;
    const bad = await admin('POST', '/privacy/subject/correct', {
      cpf: JOSEFA,
      voucherId: card,
      field: 'receivedEmail',
      value: 'a@b',
      reason: 'pedido da titular',
    });
    expect(bad.json.message).toBe('O e-mail deve ter de 5 a 120 caracteres.');
    const response = await admin('POST', '/privacy/subject/correct', {
      cpf: JOSEFA,
      voucherId: card,
      field: 'receivedContactNumber',
      value: '(11) 91234-5678',
      reason: 'Telefone novo informado pela titular',
    });
    expect(response.status, response.text).toBe(200);
    expect(
      response.json.record.deliveries.find((d: { voucherId: string }) => d.voucherId === card)
        .receivedContactNumber,
    ).toBe('(11) 91234-5678');
    expect(await logged('subject_corrected')).toEqual([
      { voucher_id: card, detail: 'Telefone: Telefone novo informado pela titular' },
    ]);
    const [row] = await server.db.query<{ received_phone_hash: string }>(
      'SELECT received_phone_hash FROM vouchers WHERE voucher_id = $1',
      [card],
    );
    expect(row!.received_phone_hash).toBe(server.deps.protection.hash('phone', '11912345678'));
    // A card that is not this person's is refused.
    const other = await admin('POST', '/privacy/subject/correct', {
      cpf: '852.963.741-00',
      voucherId: card,
      field: 'receivedName',
      value: 'Outra',
      reason: 'engano',
    });
    expect(other.status).toBe(404);
  });

  it('anonymises the person now, with a reason, and the record says so', async () => {
    expect(
      (await admin('POST', '/privacy/subject/anonymise', { cpf: JOSEFA, reason: 'x' })).status,
    ).toBe(400);
    const { status, json } = await admin('POST', '/privacy/subject/anonymise', {
      cpf: JOSEFA,
      reason: 'Pedido da titular em 21/11/2026',
    });
    expect(status).toBe(200);
    expect(json.changed).toBe(1);
    // Delivered within the duplicate window: found by the kept hash, with nothing else left.
    for (const delivery of json.record.deliveries) {
      expect(delivery).toMatchObject({
        receivedName: 'Anonimizado',
        receivedCpf: null,
        receivedContactNumber: null,
        receivedEmail: null,
        hasPhoto: false,
      });
      expect(delivery.anonymisedAt).toBe('2026-11-21T15:00:00.000Z');
    }
    const entries = await logged('subject_anonymised');
    expect(entries).toHaveLength(json.changed);
    expect(entries.every((entry) => entry.detail === 'Pedido da titular em 21/11/2026')).toBe(true);
  });

  it('is for admins only', async () => {
    for (const login of [demo.readonly, demo.maria]) {
      const call = api(server, await server.tokenFor(login));
      expect((await call('POST', '/privacy/subject', { cpf: JOSEFA })).status).toBe(403);
      expect(
        (await call('POST', '/privacy/subject/anonymise', { cpf: JOSEFA, reason: 'tentativa' }))
          .status,
      ).toBe(403);
    }
    expect((await admin('POST', '/privacy/subject', { cpf: '123' })).json.message).toBe(
      'Informe um CPF válido.',
    );
  });
});
