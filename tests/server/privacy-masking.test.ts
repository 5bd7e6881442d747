/**
 * Masked by default (docs/product.md R11): staff see a family's CPF, phone and e-mail masked;
 * only an admin reveals them, with a reason, recorded; readonly never gets them whole, not even
 * in an export; a complete export is an admin's, recorded, and its file expires.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { firstDonationOf, vouchersOf } from './route-fixtures.ts';
import { expireCompleteExports } from '#server/domain/reports/complete-export.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let readonly: Call;
let maria: Call;
/** Maria's completed donation's first card: delivered to Josefa Ribeiro (CPF 123.456.789-09). */
let josefaCard: string;
let donationId: string;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600), COMPLETE_EXPORT_TTL_SECONDS: '600' },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  maria = api(server, await server.tokenFor(demo.maria));
  donationId = await firstDonationOf(server, demo.maria, 4);
  josefaCard = (await vouchersOf(server.db, donationId))[0]!.voucher_id;
});

afterAll(async () => {
  await server?.close();
});

const accessLog = async () =>
  server.db.query<{
    action: string;
    actor_role: string | null;
    voucher_id: string | null;
    report_id: string | null;
    detail: string | null;
  }>(
    'SELECT action, actor_role, voucher_id, report_id::text AS report_id, detail FROM access_log ORDER BY seq',
  );

async function processed(call: Call, id: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const { json } = await call('GET', '/reports');
      expect(json.reports.find((r: { id: string }) => r.id === id)?.status).toBe(2);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const downloadText = async (call: Call, id: string) => {
  const link = await call('GET', `/report/${id}/url`);
  expect(link.status, link.text).toBe(200);
  return (await fetch(link.json.url)).text();
};

describe('masked by default', () => {
  it('admin and readonly see the CPF masked, the phone as its last 4 digits, the e-mail masked', async () => {
    // Readonly opens the card by its place in the donation, never by its number (decision 187).
    for (const [call, key] of [
      [admin, josefaCard],
      [readonly, encodeURIComponent(`${donationId}~1`)],
    ] as const) {
      const { json } = await call('GET', `/voucher/${key}`);
      expect(json.voucher).toMatchObject({
        receivedName: 'Josefa Ribeiro',
        receivedCpf: '***.456.789-**',
        receivedContactNumber: '****-4321',
        receivedEmail: 'j***@exemplo.org.br',
      });
    }
  });

  it("a leader's answers carry no family's data at all, and no list does", async () => {
    expect((await maria('GET', `/voucher/${josefaCard}`)).json.voucher).toMatchObject({
      receivedName: null,
      receivedCpf: null,
    });
    const lists = [
      await admin('GET', `/vouchers?donationId=${donationId}`),
      await maria('GET', `/donations/${donationId}/details`),
    ];
    for (const list of lists) expect(list.text).not.toMatch(/Josefa|456\.789|4321/);
  });

  it("readonly never gets a whole identifier: the leader's CPF is masked too", async () => {
    expect((await readonly('GET', `/donations/${donationId}/details`)).json.leaderLogin).toBe(
      '***.444.777-**',
    );
    expect((await admin('GET', `/donations/${donationId}/details`)).json.leaderLogin).toBe(
      demo.maria,
    );
  });
});

describe("'Mostrar dados completos'", () => {
  it('needs a reason (by default), is for admins only, and is recorded with the reason', async () => {
    expect((await admin('POST', `/voucher/${josefaCard}/reveal`, {})).json.message).toBe(
      'Informe o motivo para ver os dados completos.',
    );
    expect(
      (await readonly('POST', `/voucher/${josefaCard}/reveal`, { reason: 'curiosidade' })).status,
    ).toBe(403);
    expect(
      (await maria('POST', `/voucher/${josefaCard}/reveal`, { reason: 'curiosidade' })).status,
    ).toBe(403);
    const revealed = await admin('POST', `/voucher/${josefaCard}/reveal`, {
      reason: 'Ligar para a família sobre o cartão',
    });
    expect(revealed.status, revealed.text).toBe(200);
    expect(revealed.json).toEqual({
      voucherId: josefaCard,
      receivedName: 'Josefa Ribeiro',
      receivedCpf: '12345678909',
      receivedContactNumber: '11987654321',
      receivedEmail: 'josefa.ribeiro@exemplo.org.br',
    });
    expect(await accessLog()).toContainEqual({
      action: 'reveal',
      actor_role: 'admin',
      voucher_id: josefaCard,
      report_id: null,
      detail: 'Ligar para a família sobre o cartão',
    });
  });

  it('a card without family data has nothing to reveal', async () => {
    const [, , notDelivered] = await vouchersOf(server.db, donationId);
    expect(
      (await admin('POST', `/voucher/${notDelivered!.voucher_id}/reveal`, { reason: 'conferir' }))
        .status,
    ).toBe(404);
  });
});

describe('exports', () => {
  it('masked is the default; an admin may ask for the complete one, readonly may not', async () => {
    expect(
      (await readonly('POST', '/reports/voucher?complete=true', { leaderName: 'Maria' })).json
        .message,
    ).toBe('Somente administradores podem exportar dados completos.');
    const masked = await readonly('POST', '/reports/voucher', { leaderName: 'Maria' });
    await processed(readonly, masked.json.id);
    const text = await downloadText(readonly, masked.json.id);
    expect(text).toContain('***.456.789-**');
    expect(text).not.toContain('123.456.789-09');
  });

  it('a masked export carries no family name or leader comment, and positions to about 1 km; the complete one has them', async () => {
    const masked = await readonly('POST', '/reports/voucher', { leaderName: 'Maria' });
    await processed(readonly, masked.json.id);
    const text = await downloadText(readonly, masked.json.id);
    expect(text).not.toContain('Josefa Ribeiro');
    expect(text).not.toContain('Nome de quem recebeu');
    expect(text).not.toContain('Comentário do líder');
    expect(text).toMatch(/;-\d+\.\d{2}\r\n/);
    expect(text).not.toMatch(/-\d+\.\d{3,}/);

    const complete = await admin('POST', '/reports/voucher?complete=true', { leaderName: 'Maria' });
    await processed(admin, complete.json.id);
    const whole = await downloadText(admin, complete.json.id);
    expect(whole).toContain('Josefa Ribeiro');
    expect(whole).toMatch(/;-\d+\.\d{6}\r\n/);
  });

  it("readonly downloads an admin's complete export masked; the admin gets it whole until it expires", async () => {
    const created = await admin('POST', '/reports/voucher?complete=true', { leaderName: 'Maria' });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      complete: true,
      details: expect.stringContaining('dados completos'),
    });
    await processed(admin, created.json.id);
    const id = created.json.id as string;
    const [report] = await server.db.query<{ complete_file_id: string }>(
      'SELECT complete_file_id FROM reports WHERE id = $1',
      [id],
    );
    expect(report!.complete_file_id).not.toBeNull();
    expect(await downloadText(admin, id)).toContain('123.456.789-09');
    const forReadonly = await downloadText(readonly, id);
    expect(forReadonly).toContain('***.456.789-**');
    expect(forReadonly).not.toContain('123.456.789-09');

    const log = await accessLog();
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'export_generated',
        report_id: id,
        detail: 'Cartões, dados completos',
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'export_downloaded',
        actor_role: 'admin',
        report_id: id,
        detail: 'Cartões, dados completos',
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'export_downloaded',
        actor_role: 'readonly',
        report_id: id,
        detail: 'Cartões, dados mascarados',
      }),
    );
    // Which families went into it, for their requests.
    const [held] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM report_subjects WHERE report_id = $1',
      [id],
    );
    expect(held!.n).toBeGreaterThan(0);

    clock.advance(601 * 1000);
    const late = await downloadText(admin, id);
    expect(late).not.toContain('123.456.789-09');
    // The daily sweep behind the per-report expiry jobs deletes the complete file itself.
    await expireCompleteExports(server.deps, clock.now());
    const [after] = await server.db.query<{ complete_file_id: string | null }>(
      'SELECT complete_file_id FROM reports WHERE id = $1',
      [id],
    );
    expect(after!.complete_file_id).toBeNull();
    expect(await server.deps.files.read(report!.complete_file_id)).toBeNull();
  });
});
