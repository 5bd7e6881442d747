import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, testClock, type TestServer } from './harness.ts';
import { demoRecipients, demoUsers } from '#server/demo/demo-data.ts';
import { fileSha256 } from '#server/domain/transparency/snapshot-chain.ts';
import { TRANSPARENCY_LIMIT } from '#server/domain/transparency/transparency.routes.ts';
import { checkSource } from '../../scripts/transparency-chain.ts';
import {
  SNAPSHOT_BLOCK_ID,
  type LatestSnapshot,
  type PackageReport,
  type SnapshotEntry,
} from '#contract/transparency.ts';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
const clock = testClock(new Date('2026-11-20T15:00:00Z'));
let folder: string;

const publicGet = (url: string, address = '203.0.113.7') =>
  fetch(`${server.baseUrl}/api/public${url}`, { headers: { 'x-forwarded-for': address } });

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, env: { TRUST_PROXY: 'true' } });
  folder = await mkdtemp(path.join(tmpdir(), 'transparencia-'));
});

afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('/api/public/transparency (docs/api.md "Transparency")', () => {
  it('answers a stranger with the newest snapshot and the head, which is the SHA-256 of its file', async () => {
    const answer = await publicGet('/transparency');
    expect(answer.status).toBe(200);
    const { head, snapshot } = (await answer.json()) as LatestSnapshot;
    expect(snapshot.places[0]).toMatchObject({ state: null, city: null });
    expect(snapshot.notMeasured).toEqual(['verified', 'activatedUsed']);
    const file = await publicGet(`/transparency/snapshots/${head.seq}/json`);
    expect(file.headers.get('content-disposition')).toContain(
      `transparencia-${head.day}-${head.seq}.json`,
    );
    expect(fileSha256(await file.text())).toBe(head.sha256);
  });

  it('never publishes a family, a card or a place finer than a city (JSON and CSV)', async () => {
    const { head } = (await (await publicGet('/transparency')).json()) as LatestSnapshot;
    const json = await (await publicGet(`/transparency/snapshots/${head.seq}/json`)).text();
    const csv = await (await publicGet(`/transparency/snapshots/${head.seq}/csv`)).text();
    const cards = await server.db.query<{ voucher_id: string; receipt_code: string | null }>(
      'SELECT voucher_id, receipt_code FROM vouchers',
    );
    const sites = await server.db.query<{ name: string }>('SELECT name FROM sites');
    const forbidden = [
      ...demoRecipients.flatMap((r) => [r.name, r.cpf, r.phone, r.email]),
      ...demoUsers.flatMap((u) => [u.name, u.cpf.replace(/\D/g, '')]),
      ...cards.flatMap((card) => [card.voucher_id, card.receipt_code ?? '']),
      ...sites.map((site) => site.name),
    ].filter((text) => text !== '');
    expect(cards.length).toBeGreaterThan(10);
    for (const published of [json, csv]) {
      for (const text of forbidden) expect(published).not.toContain(text);
      // No coordinates: no number with four decimals or more.
      expect(published).not.toMatch(/-?\d{1,3}\.\d{4,}/);
    }
    expect(csv).toContain('Cartões carregados');
  });

  it('writes one snapshot a day, chained to the one before; a correction is a new one with its note', async () => {
    clock.advance(DAY);
    const admin = api(server, await server.tokenFor(demo.admin));
    const readonly = api(server, await server.tokenFor(demo.readonly));
    expect((await readonly('POST', '/transparency/corrections', { note: 'x' })).status).toBe(403);
    await publicGet('/transparency');
    const { takeSnapshot } = await import('#server/domain/transparency/snapshots.ts');
    expect(await takeSnapshot(server.db, clock.now(), { daily: true })).not.toBeNull();
    expect(await takeSnapshot(server.db, clock.now(), { daily: true })).toBeNull();
    const correction = await admin('POST', '/transparency/corrections', {
      note: 'Cartões de Campinas contados duas vezes.',
    });
    expect(correction.status, correction.text).toBe(201);
    const list = (await (await publicGet('/transparency/snapshots')).json()) as {
      snapshots: SnapshotEntry[];
    };
    expect(list.snapshots.length).toBeGreaterThanOrEqual(3);
    for (const [i, entry] of list.snapshots.entries())
      expect(entry.previousSha256).toBe(i === 0 ? null : list.snapshots[i - 1]!.sha256);
    expect(list.snapshots.at(-1)!.note).toBe('Cartões de Campinas contados duas vezes.');
    await expect(
      server.db.query(`UPDATE transparency_snapshots SET note = 'outra' WHERE seq = 1`),
    ).rejects.toThrow(/append-only/);
  });

  it('the check command finds the chain intact, and names the day of a changed past snapshot', async () => {
    const { snapshots } = (await (await publicGet('/transparency/snapshots')).json()) as {
      snapshots: SnapshotEntry[];
    };
    for (const entry of snapshots) {
      const file = await publicGet(`/transparency/snapshots/${entry.seq}/json`);
      await writeFile(
        path.join(folder, `transparencia-${entry.day}-${entry.seq}.json`),
        await file.text(),
      );
    }
    const head = snapshots.at(-1)!.sha256;
    expect(await checkSource(folder, head)).toMatchObject({ code: 0 });
    expect((await checkSource(server.baseUrl, head)).message).toContain('Cadeia íntegra');

    const second = snapshots[1]!;
    const secondFile = path.join(folder, `transparencia-${second.day}-${second.seq}.json`);
    const text = await readFile(secondFile, 'utf8');
    await writeFile(secondFile, text.replace('"loaded": ', '"loaded": 1'));
    const broken = await checkSource(folder, head);
    expect(broken.code).toBe(1);
    expect(broken.message).toContain(
      `Cadeia quebrada no dia ${second.day} (instantâneo ${second.seq})`,
    );
    await writeFile(secondFile, text);

    // The newest has no successor: the head the page showed is what catches its change.
    const last = snapshots.at(-1)!;
    const lastFile = path.join(folder, `transparencia-${last.day}-${last.seq}.json`);
    await writeFile(
      lastFile,
      (await readFile(lastFile, 'utf8')).replace('"madeAt": "', '"madeAt": "!'),
    );
    expect((await checkSource(folder, head)).message).toContain(`instantâneo ${last.seq}`);
  });

  it('throttles each address like the other public calls', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < TRANSPARENCY_LIMIT.limit; i += 1)
      expect((await publicGet('/transparency/snapshots', address)).status).toBe(200);
    const refused = await publicGet('/transparency/snapshots', address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe("a 'Pacote' donor report (admins only)", () => {
  it("gives the same figures restricted to the file's donations, the campaign's days and the day's head", async () => {
    const [load] = await server.db.query<{ id: string }>(
      `SELECT id FROM loads WHERE type = 'donation'`,
    );
    const admin = api(server, await server.tokenFor(demo.admin));
    const readonly = api(server, await server.tokenFor(demo.readonly));
    expect((await readonly('GET', `/transparency/packages/${load!.id}`)).status).toBe(403);
    const answer = await admin('GET', `/transparency/packages/${load!.id}`);
    expect(answer.status, answer.text).toBe(200);
    const report = answer.json as PackageReport;
    expect(report.fileName).toBe('doacoes-lote-novembro.csv');
    expect(report.figures.scope).toEqual({ kind: 'package', loadId: load!.id });
    expect(report.head?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [cards] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM vouchers v JOIN donations d USING (donation_id) WHERE d.load_id = $1`,
      [load!.id],
    );
    const loaded = report.figures.places[0]!.cards.loaded;
    expect(loaded).toBe(cards!.count < 5 ? '< 5' : cards!.count);
    const csv = await fetch(`${server.baseUrl}/api/transparency/packages/${load!.id}/csv`, {
      headers: { authorization: `Bearer ${await server.tokenFor(demo.admin)}` },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('doacoes-lote-novembro.csv');
    expect((await admin('GET', '/transparency/packages/not-a-load')).status).toBe(404);
  });
});

describe('GET /transparencia, the page with the newest snapshot in it', () => {
  const builtPage =
    '<!doctype html><html lang="pt-BR"><head><title>Transparência</title></head><body><div id="root"><h1>Transparência</h1></div></body></html>';
  const address = '203.0.113.41';

  beforeAll(async () => {
    const folder = path.join(server.deps.config.distDir, 'prerendered');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'transparencia.html'), builtPage);
  });

  async function page() {
    const answer = await fetch(`${server.baseUrl}/transparencia`, {
      headers: { 'x-forwarded-for': address, 'accept-encoding': 'gzip, deflate, br' },
    });
    const html = await answer.text();
    const blocks = [
      ...html.matchAll(
        new RegExp(
          `<script type="application/json" id="${SNAPSHOT_BLOCK_ID}">([\\s\\S]*?)</script>`,
          'g',
        ),
      ),
    ].map((match) => JSON.parse(match[1]!) as LatestSnapshot);
    return { answer, html, blocks };
  }

  it('is the built page with the snapshot the API answers, in one JSON block, revalidated on every visit', async () => {
    const { answer, html, blocks } = await page();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(html).toContain('<h1>Transparência</h1>');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual(await (await publicGet('/transparency', address)).json());
  });

  it('carries a correction published after an earlier visit, and its text never ends the block', async () => {
    const before = (await page()).blocks[0]!;
    const note = 'Corrigido </script><script>alert(1)</script> <!-- fim';
    const admin = api(server, await server.tokenFor(demo.admin));
    const correction = await admin('POST', '/transparency/corrections', { note });
    expect(correction.status, correction.text).toBe(201);

    const { html, blocks } = await page();
    expect(html).not.toContain('<script>alert(1)');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.head.seq).toBe(before.head.seq + 1);
    expect(blocks[0]!.snapshot.note).toBe(note);
    expect(blocks[0]!.head.previousSha256).toBe(before.head.sha256);
  });
});
