import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
interface ReportJson {
  id: string;
  type: string;
  details: string;
  status: number;
  statusText: string;
  timestamp: string;
  url: string | null;
  owner: string;
}

const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let readonly: Call;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
});

afterAll(async () => {
  await server?.close();
});

/** Waits (polling, no fixed sleep) until the background generation has finished. */
async function processed(call: Call, id: string): Promise<ReportJson> {
  let report: ReportJson | undefined;
  await vi.waitFor(
    async () => {
      const { json } = await call('GET', '/reports');
      report = json.reports.find((r: ReportJson) => r.id === id);
      expect(report?.status).toBe(2);
    },
    { timeout: 10_000, interval: 20 },
  );
  return report!;
}

async function download(
  url: string,
): Promise<{ status: number; bytes: Uint8Array; text: string; disposition: string | null }> {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // ignoreBOM keeps the BOM in the text, so tests can see it is there.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return {
    status: response.status,
    bytes,
    text,
    disposition: response.headers.get('content-disposition'),
  };
}

/** Pretends one of the owner's reports is still being generated. */
async function insertProcessing(ownerLogin: string, createdAt: Date): Promise<string> {
  const id = randomUUID();
  await server.db.query(
    `INSERT INTO reports (id, type, details, status, owner_id, created_at)
     SELECT $1, 'sites', 'Unidades (todos)', 1, id, $3::timestamptz FROM users WHERE login_hash = $2`,
    [id, server.loginHash(ownerLogin), createdAt.toISOString()],
  );
  return id;
}

describe('report lifecycle', () => {
  let reportId: string;
  let firstUrl: string;

  it('creates a donation report that starts processing', async () => {
    const response = await admin('POST', '/reports/donation', { state: 'SP', status: '1' });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      type: 'donation',
      status: 1,
      statusText: 'Em Processamento',
      timestamp: '2026-11-21T15:00:00.000Z',
      url: null,
      owner: 'Ana Costa',
      details: 'Doações — Status: Esperando recebimento; UF: SP',
    });
    reportId = response.json.id;
  });

  it('is processed in the background into a ; separated CSV with BOM and pt-BR headers', async () => {
    const report = await processed(admin, reportId);
    expect(report.statusText).toBe('Processado');
    // It holds people's data: only GET report/{id}/url hands out its link, and records it.
    expect(report.url).toBeNull();

    const link = await admin('GET', `/report/${reportId}/url`);
    expect(link.status).toBe(200);
    firstUrl = link.json.url;
    const file = await download(firstUrl);
    expect(file.status).toBe(200);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Downloaded, not shown in the tab: the spreadsheet opens it.
    expect(file.disposition).toMatch(/^attachment; filename=".+\.csv"/);
    const lines = file.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^Doação;Status;Quantidade;Líder;CPF do líder;Unidade;Cidade;UF;Data de envio;/,
    );
    // Maria's and Carlos's waiting donations are the ones in SP.
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(';Esperando recebimento;'))).toBe(true);
    // Masked, the only way a report is made unless an admin asks for the complete one.
    expect(file.text).toContain('***.444.777-**');
    expect(file.text).not.toContain('111.444.777-35');
  });

  it('is deleted with 204 and its link stops serving the file', async () => {
    expect((await admin('DELETE', `/report/${reportId}`)).status).toBe(204);
    expect((await download(firstUrl)).status).toBe(404);
    expect((await admin('GET', `/report/${reportId}/url`)).status).toBe(404);
    expect((await admin('DELETE', `/report/${reportId}`)).status).toBe(404);
    const { json } = await admin('GET', '/reports');
    expect(json.reports.map((r: ReportJson) => r.id)).not.toContain(reportId);
  });
});

describe('report rules', () => {
  it('sites and users need no filter; donation and voucher do', async () => {
    const sites = await readonly('POST', '/reports/sites', {});
    expect(sites.status).toBe(201);
    expect(sites.json.details).toBe('Unidades (todos)');
    await processed(readonly, sites.json.id);
    const users = await readonly('POST', '/reports/users');
    expect(users.status).toBe(201);
    await processed(readonly, users.json.id);
    const file = await download((await readonly('GET', `/report/${users.json.id}/url`)).json.url);
    expect(file.text.split('\r\n')[0]).toBe(
      '\uFEFFNome;CPF;E-mail;Telefone;Unidade;Cidade;UF;Termo aceito em;Doações',
    );
    // Leaders only; the admin and readonly accounts are not in the leaders report.
    expect(file.text).toContain('Maria da Silva');
    expect(file.text).not.toContain('Ana Costa');

    for (const type of ['donation', 'voucher']) {
      const response = await readonly('POST', `/reports/${type}`, {});
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Informe ao menos um filtro para este relatório.');
    }
  });

  it('a voucher report lists each card of the filtered donations', async () => {
    const response = await admin('POST', '/reports/voucher', { leaderName: 'maria', status: 3 });
    expect(response.status).toBe(201);
    await processed(admin, response.json.id);
    const lines = (
      await download((await admin('GET', `/report/${response.json.id}/url`)).json.url)
    ).text
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFCartão;Doação;Ordem;Status;Data da entrega;CPF de quem recebeu;Telefone;E-mail;Líder;Unidade;Cidade;UF;Latitude;Longitude',
    );
    expect(lines.slice(1).map((line) => line.split(';')[3])).toEqual([
      'Entregue',
      'Não Entregue',
      'Entregue',
      'Recebido pelo líder',
      'Recebido pelo líder',
    ]);
  });

  it('a reconciliation report gives each card its ledger state, stage days, balance and expiry', async () => {
    const [delivered] = await server.db.query<{ voucher_id: string; day: string }>(
      `SELECT v.voucher_id, to_char(v.delivered AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS day
         FROM vouchers v JOIN donations d USING (donation_id) JOIN users u ON u.id = d.leader_id
        WHERE u.name = 'Maria da Silva' AND v.status = 2 ORDER BY v.voucher_id LIMIT 1`,
    );
    await server.db.query(
      `INSERT INTO card_events (voucher_id, kind, occurred_at, source, donation_id, leader_id, balance_cents, expires_on)
       SELECT v.voucher_id, 'balanceReported', now(), 'app', d.donation_id, d.leader_id, 123456, '2027-03-31'
         FROM vouchers v JOIN donations d USING (donation_id) WHERE v.voucher_id = $1`,
      [delivered!.voucher_id],
    );
    const rowsFor = async (call: Call) => {
      const created = await call('POST', '/reports/reconciliation', { leaderName: 'maria' });
      expect(created.status, created.text).toBe(201);
      await processed(call, created.json.id);
      const url = (await call('GET', `/report/${created.json.id}/url`)).json.url;
      return (await download(url)).text.trimEnd().split('\r\n');
    };
    const lines = await rowsFor(admin);
    expect(lines[0]).toBe(
      '\uFEFFCartão;Doação;Pacote;Líder;Unidade;Cidade;UF;Situação;Recolhimento pedido;Carregado em;Recebido pela liderança em;Entregue em;Ativado em;Primeiro uso em;Expirado em;Saldo;Vence em;Inconsistência',
    );
    const [mariaCards] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM vouchers v JOIN donations d USING (donation_id)
         JOIN users u ON u.id = d.leader_id WHERE u.name = 'Maria da Silva'`,
    );
    expect(lines).toHaveLength(mariaCards!.n + 1);
    // Masked for every role unless complete (decision 187).
    const row = lines.find((line) => line.startsWith(`****${delivered!.voucher_id.slice(-4)};`));
    const cells = row!.split(';');
    expect(cells[7]).toBe('Entregue');
    expect(cells[11]).toBe(delivered!.day);
    expect(cells.slice(15, 17)).toEqual(['1.234,56', '31/03/2027']);
    expect(lines.join('\n')).not.toContain(delivered!.voucher_id);
    expect((await rowsFor(readonly)).join('\n')).not.toContain(delivered!.voucher_id);
  });

  it('a cell that looks like a formula cannot run in the spreadsheet', async () => {
    const load = await admin(
      'POST',
      '/load/site',
      csvForm('name;city;state\n=HYPERLINK("http://mal.example");Recife;PE\n'),
    );
    expect(load.json.status).toBe('Processado com sucesso');
    const response = await admin('POST', '/reports/sites', { state: 'PE' });
    const report = await processed(admin, response.json.id);
    const text = (await download(report.url!)).text;
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/;=HYPERLINK/);
  });

  it('bad types and filters → 400', async () => {
    expect((await admin('POST', '/reports/pacotes', {})).status).toBe(400);
    expect((await admin('POST', '/reports/donation', { status: 'x' })).status).toBe(400);
    expect((await admin('POST', '/reports/donation', { dateFrom: '21/11/2026' })).status).toBe(400);
    expect((await admin('POST', '/reports/donation', [1])).status).toBe(400);
  });

  it('409 while one of the user’s reports is processing; others may still create', async () => {
    const busy = await insertProcessing(demo.readonly, clock.now());
    const refused = await readonly('POST', '/reports/sites', {});
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Você já tem um relatório em processamento. Aguarde a conclusão.',
    );
    expect((await readonly('GET', `/report/${busy}/url`)).status).toBe(409);
    expect((await admin('DELETE', `/report/${busy}`)).status).toBe(409);

    const adminReport = await admin('POST', '/reports/sites', {});
    expect(adminReport.status).toBe(201);
    await processed(admin, adminReport.json.id);
  });

  it('a report stuck in processing for over 10 minutes no longer blocks its owner', async () => {
    clock.advance(11 * 60 * 1000);
    const response = await readonly('POST', '/reports/sites', {});
    expect(response.status).toBe(201);
    await processed(readonly, response.json.id);
    const { json } = await readonly('GET', '/reports');
    expect(json.reports.filter((r: ReportJson) => r.status === 1)).toEqual([]);
  });

  it('readonly deletes only their own reports', async () => {
    const { json } = await readonly('GET', '/reports');
    const own = json.reports.find((r: ReportJson) => r.owner === 'Rita Lima' && r.status === 2);
    const others = json.reports.find((r: ReportJson) => r.owner === 'Ana Costa');
    expect((await readonly('DELETE', `/report/${others.id}`)).status).toBe(403);
    expect((await readonly('DELETE', `/report/${own.id}`)).status).toBe(204);
  });

  it('lists reports newest first', async () => {
    const { json } = await admin('GET', '/reports');
    const times = json.reports.map((r: ReportJson) => r.timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });
});
