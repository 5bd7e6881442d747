import { describe, expect, it, vi } from 'vitest';
import { api, demo, onPostgres, type ApiResponse } from '#tests/server/harness.ts';
import { dbFilesHolding as filesHolding } from '#tests/support/db-files.ts';
import { runRetention } from '#server/domain/retention/retention.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 5 of the third review: reports made before an anonymisation kept the family's name,
// position and comment (readonly could still download them); the receipt's position and photo
// were never rounded or deleted; `photo_hash` stayed and kept linking cards; erased values stayed
// in the embedded database's files.

const { server, clock } = serverPerFile();
const DAY = 24 * 60 * 60 * 1000;

/** Luzia Nascimento: seeded deliveries of Maria's donations, with a CPF and no phone. */
const LUZIA_CPF = '85296374100';
const LUZIA = 'Luzia Nascimento';

type Call = (method: string, apiPath: string, body?: unknown) => Promise<ApiResponse>;
const as = async (login: string): Promise<Call> => api(server(), await server().tokenFor(login));

async function processedReport(call: Call, type: string, filter: object): Promise<string> {
  const created = await call('POST', `/reports/${type}`, filter);
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as string;
  await vi.waitFor(
    async () => {
      const { json } = await call('GET', '/reports');
      expect(json.reports.find((r: { id: string }) => r.id === id)?.status).toBe(2);
    },
    { timeout: 10_000, interval: 20 },
  );
  return id;
}

async function luziaCards(): Promise<{ voucher_id: string; photo_hash: string | null }[]> {
  const { db, deps } = server();
  return db.query(
    'SELECT voucher_id, photo_hash::text AS photo_hash FROM vouchers WHERE received_cpf_hash = ANY($1::text[])',
    [deps.protection.hashes('cpf', LUZIA_CPF)],
  );
}

/** The database's own files that hold these bytes (the embedded database only). */
const dbFilesHolding = (text: string) => filesHolding(server().dataDir, text);

describe('a family anonymised on request', () => {
  let cardsBefore: Awaited<ReturnType<typeof luziaCards>>;

  it('takes every report holding them with it: readonly can no longer download their card', async () => {
    const admin = await as(demo.admin);
    const readonly = await as(demo.readonly);
    cardsBefore = await luziaCards();
    expect(cardsBefore.length).toBeGreaterThan(0);
    if (!onPostgres) expect(await dbFilesHolding(LUZIA)).not.toEqual([]);

    const reportId = await processedReport(readonly, 'voucher', { leaderName: 'Maria' });
    const link = await readonly('GET', `/report/${reportId}/url`);
    expect(link.status, link.text).toBe(200);
    // The masked file readonly gets names nobody (decision 165): her card is there by its masked CPF.
    expect(await (await fetch(link.json.url)).text()).toContain('***.963.741-**');
    const [report] = await server().db.query<{ file_id: string }>(
      'SELECT file_id FROM reports WHERE id = $1',
      [reportId],
    );

    const erased = await admin('POST', '/privacy/subject/anonymise', {
      cpf: LUZIA_CPF,
      reason: 'Pedido da titular',
    });
    expect(erased.status, erased.text).toBe(200);

    expect((await readonly('GET', `/report/${reportId}/url`)).status).toBe(404);
    const listed = (await readonly('GET', '/reports')).json.reports as { id: string }[];
    expect(listed.map((r) => r.id)).not.toContain(reportId);
    expect((await fetch(link.json.url)).status).not.toBe(200);
    expect(await server().db.query('SELECT 1 FROM files WHERE id = $1', [report!.file_id])).toEqual(
      [],
    );
  });

  it("clears their photos' hash, which would still tie their cards to other photos", () => {
    expect(cardsBefore.some((card) => card.photo_hash !== null)).toBe(true);
    return expect(
      luziaCards().then((cards) => cards.map((card) => card.photo_hash)),
    ).resolves.toEqual(cardsBefore.map(() => null));
  });

  it.skipIf(onPostgres)(
    "leaves their name nowhere in the embedded database's files (tables, WAL)",
    async () => {
      expect(await dbFilesHolding(LUZIA)).toEqual([]);
    },
  );
});

describe('retention', () => {
  it('deletes reports past REPORT_RETENTION_DAYS', async () => {
    const readonly = await as(demo.readonly);
    const reportId = await processedReport(readonly, 'sites', {});
    const settings = { ...server().deps.config.privacy, reportRetentionDays: 30 };
    clock.advance(29 * DAY);
    await runRetention(server().deps, settings, clock.now());
    expect(await server().db.query('SELECT 1 FROM reports WHERE id = $1', [reportId])).toHaveLength(
      1,
    );
    clock.advance(2 * DAY);
    expect(
      (await runRetention(server().deps, settings, clock.now())).reportsDeleted,
    ).toBeGreaterThan(0);
    expect(await server().db.query('SELECT 1 FROM reports WHERE id = $1', [reportId])).toEqual([]);
  });

  it("rounds the receipt's position and deletes its photo once the donation is past RETENTION_DAYS", async () => {
    type Receipt = {
      donation_id: string;
      receive_lat: number;
      receive_lon: number;
      receive_file_id: string | null;
    };
    const receipts = () =>
      server().db.query<Receipt>(
        `SELECT donation_id, receive_lat, receive_lon, receive_file_id FROM donations
          WHERE status = 4 AND receive_lat IS NOT NULL ORDER BY donation_id`,
      );
    const before = await receipts();
    expect(before.length).toBeGreaterThan(0);
    expect(before.some((r) => r.receive_file_id !== null)).toBe(true);
    expect(before.some((r) => Number(r.receive_lat.toFixed(2)) !== r.receive_lat)).toBe(true);

    clock.advance(400 * DAY);
    const run = await runRetention(server().deps, server().deps.config.privacy, clock.now());
    expect(run.receiptsErased).toBeGreaterThanOrEqual(before.length);
    const after = await receipts();
    for (const receipt of after) {
      expect(receipt.receive_file_id).toBeNull();
      expect(receipt.receive_lat).toBe(Number(receipt.receive_lat.toFixed(2)));
      expect(receipt.receive_lon).toBe(Number(receipt.receive_lon.toFixed(2)));
    }
    const photos = before.flatMap((r) => (r.receive_file_id ? [r.receive_file_id] : []));
    expect(
      await server().db.query('SELECT 1 FROM files WHERE id = ANY($1::uuid[])', [photos]),
    ).toEqual([]);
  });
});
