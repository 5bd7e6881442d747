/** A leader who cannot deliver says so; staff see it on her donations, in the filter and the export (docs/product.md R13.4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { buildReportTable } from '#server/domain/reports/report-content.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { donationIdsOf, form, pngFile } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
let server: TestServer;
let admin: Call;
let joao: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  joao = api(server, await server.tokenFor(demo.joao));
});

afterAll(async () => {
  await server?.close();
});

const unavailableInFilter = async () =>
  (await admin('GET', '/filter/donation?anomaly=leaderUnavailable')).json.donations
    .map((d: { donationId: string }) => d.donationId)
    .sort();
const unavailableInOverview = async () =>
  ((await admin('GET', '/overview')).json.anomalies as { kind: string; donations: number }[]).find(
    (figure) => figure.kind === 'leaderUnavailable',
  )?.donations;

const flagsOf = async (donationId: string) =>
  (await admin('GET', `/donations/${donationId}/review`)).json.anomalies as {
    kind: string;
    subjects: unknown[];
  }[];

describe('POST /leader/reports', () => {
  it("records João's report with his open donations; staff see the flag with when and why, filter by it and export it", async () => {
    const open = [
      ...(await donationIdsOf(server, demo.joao, 1)),
      ...(await donationIdsOf(server, demo.joao, 2)),
    ].sort();
    expect((await joao('GET', '/leader/reports/current')).json).toEqual({ report: null });
    // Staff have looked already: the summary is computed, so the report must mark it stale.
    expect(await unavailableInOverview()).toBe(0);

    const reported = await joao('POST', '/leader/reports', { kind: 'symptoms' });

    expect(reported.status, reported.text).toBe(201);
    expect(reported.json).toEqual({
      kind: 'symptoms',
      createdAt: expect.any(String),
      donationIds: open,
    });
    expect((await joao('GET', '/leader/reports/current')).json.report).toEqual(reported.json);

    const flag = (await flagsOf(open[0]!)).find((anomaly) => anomaly.kind === 'leaderUnavailable');
    expect(flag).toMatchObject({
      text: 'Líder avisou que não pode entregar agora',
      subjects: [
        expect.objectContaining({
          type: 'leaderReport',
          report: 'symptoms',
          at: reported.json.createdAt,
        }),
      ],
    });
    expect(await unavailableInFilter()).toEqual(open);
    expect(await unavailableInOverview()).toBe(open.length);
    const table = await buildReportTable(
      server.db,
      'donation',
      { leaderName: 'João' },
      { protection: server.deps.protection, complete: false },
    );
    const alerts = table.rows.map((row) => row[table.header.indexOf('Alertas')]);
    expect(
      alerts.filter((text) => String(text).includes('Líder avisou que não pode entregar agora')),
    ).toHaveLength(open.length);
  });

  it('a second tap with the same reason is the same report; another reason replaces it', async () => {
    const first = (await joao('GET', '/leader/reports/current')).json.report;
    expect((await joao('POST', '/leader/reports', { kind: 'symptoms' })).json.createdAt).toBe(
      first.createdAt,
    );
    const changed = await joao('POST', '/leader/reports', { kind: 'cannotDeliver' });
    expect(changed.json.kind).toBe('cannotDeliver');
    const rows = await server.db.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM leader_reports r JOIN users u ON u.id = r.leader_id WHERE u.login_hash = $1 AND r.resolved_at IS NULL',
      [server.loginHash(demo.joao)],
    );
    expect(rows[0]?.open).toBe(1);
  });

  it("the phone's away command reaches the server as his report; sent again with its key after a lost answer, it is recorded once", async () => {
    const token = await server.tokenFor(demo.joao);
    const phone = createRestClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => token });
    const write = {
      kind: 'away',
      command: { kind: 'symptoms', recordedAt: new Date().toISOString() },
    } as const;
    const key = crypto.randomUUID();
    await phone.leaderWrite(write, { idempotencyKey: key });
    const recorded = (await joao('GET', '/leader/reports/current')).json.report;
    expect(recorded.kind).toBe('symptoms');

    await phone.leaderWrite(write, { idempotencyKey: key });
    const rows = await server.db.query<{ reports: number }>(
      'SELECT count(*)::int AS reports FROM leader_reports r JOIN users u ON u.id = r.leader_id WHERE u.login_hash = $1 AND r.kind = $2 AND r.resolved_at IS NULL',
      [server.loginHash(demo.joao), 'symptoms'],
    );
    expect(rows[0]?.reports).toBe(1);
    expect((await joao('GET', '/leader/reports/current')).json.report).toEqual(recorded);
  });

  it('a new health declaration ends the report, and the flag goes', async () => {
    const [donationId] = await donationIdsOf(server, demo.joao, 1);
    expect((await joao('POST', '/checklist')).status).toBe(201);
    expect((await joao('GET', '/leader/reports/current')).json.report).toBeNull();
    expect((await flagsOf(donationId!)).map((anomaly) => anomaly.kind)).not.toContain(
      'leaderUnavailable',
    );
    expect(await unavailableInFilter()).toEqual([]);
    expect(await unavailableInOverview()).toBe(0);
  });

  it('a report made offline before a health declaration that reached the server first arrives ended', async () => {
    const [donationId] = await donationIdsOf(server, demo.joao, 1);
    const declared = await joao('POST', '/checklist');
    const before = new Date(Date.parse(declared.json.timestamp) - 60_000).toISOString();

    const late = await joao('POST', '/leader/reports', {
      kind: 'cannotDeliver',
      recordedAt: before,
    });

    expect(late.status, late.text).toBe(204);
    expect((await joao('GET', '/leader/reports/current')).json.report).toBeNull();
    expect((await flagsOf(donationId!)).map((anomaly) => anomaly.kind)).not.toContain(
      'leaderUnavailable',
    );
    const [kept] = await server.db.query<{ resolved_at: Date }>(
      `SELECT r.resolved_at FROM leader_reports r JOIN users u ON u.id = r.leader_id
        WHERE u.login_hash = $1 AND r.created_at = $2`,
      [server.loginHash(demo.joao), before],
    );
    // Ended by the first thing he said after it, at the latest the declaration.
    expect(new Date(kept!.resolved_at).getTime()).toBeGreaterThan(Date.parse(before));
    expect(new Date(kept!.resolved_at).getTime()).toBeLessThanOrEqual(
      Date.parse(declared.json.timestamp),
    );

    // Made after the declaration, it stands.
    const standing = await joao('POST', '/leader/reports', {
      kind: 'symptoms',
      recordedAt: new Date().toISOString(),
    });
    expect(standing.status, standing.text).toBe(201);
    expect(standing.json.kind).toBe('symptoms');
    expect((await joao('POST', '/checklist')).status).toBe(201);
  });

  it('only a leader reports, with one of the two reasons', async () => {
    expect((await admin('POST', '/leader/reports', { kind: 'symptoms' })).status).toBe(403);
    expect((await admin('GET', '/leader/reports/current')).status).toBe(403);
    const bad = await joao('POST', '/leader/reports', { kind: 'febre alta' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(
      'Informe o motivo: symptoms (Estou com sintomas) ou cannotDeliver (Não consigo entregar agora).',
    );
  });
});

describe('alerts name what raised them', () => {
  it('a receipt far from its site is flagged, naming the receipt and the distance', async () => {
    const [donationId] = await donationIdsOf(server, demo.joao, 1);
    const received = await joao(
      'POST',
      `/donations/${donationId}/receive`,
      form(
        { receivedQuantity: '3', lat: '-23.55', lon: '-46.63' },
        { receiveDonationFile: pngFile() },
      ),
    );
    expect(received.status, received.text).toBe(204);
    const flag = (await flagsOf(donationId!)).find((anomaly) => anomaly.kind === 'farReceipt');
    expect(flag?.subjects).toEqual([
      expect.objectContaining({ type: 'receipt', km: expect.any(Number) }),
    ]);
    expect((flag?.subjects[0] as { km: number }).km).toBeGreaterThan(350);
    expect((flag?.subjects[0] as { km: number }).km).toBeLessThan(360);
  });

  it("Fernanda's demo flags each name their card, the receipt, or both photos", async () => {
    const [donationId] = await donationIdsOf(server, demo.fernanda, 4);
    const flags = Object.fromEntries(
      (await flagsOf(donationId!)).map((anomaly) => [anomaly.kind, anomaly.subjects]),
    );
    expect(flags.farDelivery).toEqual([
      expect.objectContaining({ type: 'card', position: 2, km: expect.any(Number) }),
    ]);
    expect(flags.lateDelivery).toEqual([expect.objectContaining({ type: 'card', position: 2 })]);
    expect(flags.quantityDivergence).toEqual([
      expect.objectContaining({ type: 'receipt', receivedQuantity: 3, quantity: 2 }),
    ]);
    expect(flags.reusedPhoto).toEqual([
      expect.objectContaining({
        type: 'samePhoto',
        position: 1,
        otherPosition: 2,
        otherDonationId: donationId,
      }),
    ]);
  });

  it("Maria's burst names the three cards recorded seconds apart", async () => {
    const [donationId] = await donationIdsOf(server, demo.maria, 4);
    const [burst] = await flagsOf(donationId!);
    expect(burst).toMatchObject({ kind: 'deliveryBurst' });
    expect(burst!.subjects.map((subject) => (subject as { position: number }).position)).toEqual([
      1, 2, 3,
    ]);
  });
});
