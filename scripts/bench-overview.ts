// The campaign overview at scale: `npm run bench:overview` (BENCH_DIST=dist to reuse a build). For
// PGlite and then PostgreSQL: the real server seeds the demo data into a fresh database, the
// campaign of scripts/overview-scale-seed.ts (100,000 donations, 1,000,000 cards) is added, the
// summary is computed, and then - the server's answers are timed over loopback HTTP (GET
// /api/overview and the others, BENCH_REQUESTS each, median printed), unfiltered and with a state
// filter; - (PGlite only, with a build) Ana opens /overview in Chromium under the mobile
// benchmark's conditions (scripts/bench-support.ts: 150 ms, 1.6 Mbps, CPU 4× slower) and the time
// until the first figure shows is printed: cold (caches cleared), warm (the service worker ready),
// and from the donation list's menu, as an admin gets there after signing in. The load average is
// printed beside every figure: the machine is shared (docs/reports/2026-11-24-overview-scale.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openPgliteDb } from '#server/db/pglite-db.ts';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import type { Db } from '#server/db/db.ts';
import { refreshOverviewSummary } from '#server/domain/donations/donation-summary.ts';
import { startPostgresCluster } from '#tests/support/postgres-cluster.ts';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  CPU_SLOWDOWN,
  MOBILE_NETWORK,
  PHONE,
  startServer,
} from './bench-support.ts';
import { seedScale } from './overview-scale-seed.ts';
import { keySourceFor } from '#server/privacy/data-keys.ts';
import { DataProtection } from '#server/privacy/data-protection.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 15);
const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const ADMIN = { cpf: '529.982.247-25', password: 'senha1234' };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function withServer<T>(
  dataDir: string,
  env: Record<string, string>,
  run: (origin: string) => Promise<T>,
): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const { origin, server } = await startServer(distDir, dataDir);
  process.env = saved;
  try {
    return await run(origin);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function adminToken(origin: string): Promise<string> {
  // The hosted sign-in as the app does it is long; the bench asks the server's own test-free path:
  // the password grant is not offered, so sign in through the page once and read the id token.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await signInAsAna(page, origin);
    const token = await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        const match = /"idToken":"([^"]+)"/.exec(localStorage.getItem(key) ?? '');
        if (match) return match[1];
      }
      return null;
    });
    if (!token) throw new Error('no id token found after sign-in');
    return token;
  } finally {
    await browser.close();
  }
}

async function signInAsAna(page: import('@playwright/test').Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Digite seu CPF').fill(ADMIN.cpf);
  await page.getByLabel('Digite sua senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/donation-list$/);
}

async function timeAnswers(origin: string, token: string, label: string) {
  const [sp] = [
    await (
      await fetch(`${origin}/api/overview/options`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json(),
  ];
  const state = (sp as { states: string[] }).states.includes('SP')
    ? 'SP'
    : (sp as { states: string[] }).states[0];
  const calls: [string, string][] = [
    ['GET /overview', '/api/overview'],
    ['GET /overview?state=SP', `/api/overview?state=${state}`],
    ['GET /overview/leaders', '/api/overview/leaders'],
    ['GET /overview/map', '/api/overview/map'],
    ['GET /filter/donation?status=3', '/api/filter/donation?status=3'],
  ];
  for (const [name, url] of calls) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < REQUESTS + 1; run += 1) {
      const started = performance.now();
      const response = await fetch(`${origin}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      if (run > 0) times.push(performance.now() - started); // the first pays for plans and caches
    }
    console.log(
      `  ${label.padEnd(10)} ${name.padEnd(30)} median ${median(times).toFixed(0).padStart(5)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})  ${(bytes / 1024).toFixed(1)} KB  load ${load()}`,
    );
  }
}

async function timePage(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      ...PHONE,
      permissions: ['geolocation'],
      geolocation: { latitude: -23.55, longitude: -46.63 },
    });
    const page = await context.newPage();
    await signInAsAna(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const results: { cold: number[]; warm: number[]; inApp: number[] } = {
      cold: [],
      warm: [],
      inApp: [],
    };
    const figure = () =>
      page.getByRole('region', { name: 'Doações por status' }).getByRole('link').first();
    const throttled = async (on: boolean) => {
      await cdp.send(
        'Network.emulateNetworkConditions',
        on
          ? MOBILE_NETWORK
          : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
    };
    for (let run = 0; run < PAGE_RUNS; run += 1) {
      for (const kind of ['cold', 'warm'] as const) {
        // From a blank page (as bench:network does), so the last visit's requests and the
        // service worker's precache do not share the throttled line with this one.
        await page.goto('about:blank');
        if (kind === 'cold') {
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', {
            origin,
            storageTypes: 'service_workers,cache_storage',
          });
        }
        await throttled(true);
        const started = Date.now();
        await page.goto(`${origin}/overview`, { waitUntil: 'commit', timeout: 90_000 });
        await figure().waitFor({ timeout: 60_000 });
        const shown = await page.evaluate(() => performance.now());
        results[kind].push(Math.min(shown, Date.now() - started));
        // The cold visit's service worker precaches the app in the background (1.6 MB): the warm
        // visit is timed once it is done, as bench:network does, not while it fills the line.
        if (kind === 'cold')
          await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await throttled(false);
      }
      // How an admin gets there after signing in: from the donation list, by the menu's link.
      await page.goto(`${origin}/donation-list`);
      await page.getByRole('link', { name: 'Visão geral' }).first().waitFor();
      await throttled(true);
      const clicked = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: 'Visão geral' }).first().click();
      await figure().waitFor({ timeout: 60_000 });
      results.inApp.push((await page.evaluate(() => performance.now())) - clicked);
      await throttled(false);
    }
    for (const kind of ['cold', 'warm', 'inApp'] as const) {
      const label = {
        cold: 'cold (empty caches)',
        warm: 'warm (service worker ready)',
        inApp: "from the list's menu",
      }[kind];
      console.log(
        `  page /overview ${label}: figures shown at ${(median(results[kind]) / 1000).toFixed(2)} s median of ${PAGE_RUNS} (${results[kind].map((t) => (t / 1000).toFixed(2)).join(', ')})  load ${load()}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function seedAndSummarise(db: Db, dataDir: string, label: string) {
  console.log(`${label}: seeding 100,000 donations and 1,000,000 cards (load ${load()})`);
  // The keys the server made in DATA_DIR on its first start, so it can read the accounts.
  const protection = new DataProtection(
    await keySourceFor({ dataDir, dataKeys: undefined, dataKeysFile: undefined }).load(),
  );
  console.log(`  seeded in ${(await seedScale(db, protection, new Date())).toFixed(0)} s`);
  const started = performance.now();
  await refreshOverviewSummary(db);
  await db.query('ANALYZE');
  console.log(
    `  summary of every donation computed in ${((performance.now() - started) / 1000).toFixed(0)} s (load ${load()})`,
  );
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-bench-overview-'));
  try {
    await withServer(dataDir, {}, async () => undefined); // migrates and seeds the demo accounts
    const db = await openPgliteDb(path.join(dataDir, 'pg'));
    await seedAndSummarise(db, dataDir, 'PGlite');
    await db.close();
    await withServer(dataDir, {}, async (origin) => {
      await timeAnswers(origin, await adminToken(origin), 'PGlite');
      if (process.env.BENCH_PAGE !== '0') await timePage(origin);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-bench-overview-pg-'));
  try {
    const url = await cluster.createDatabase();
    await withServer(dataDir, { DATABASE_URL: url }, async () => undefined);
    const db = await openPostgresDb(url);
    await seedAndSummarise(db, dataDir, 'PostgreSQL');
    await db.close();
    await withServer(dataDir, { DATABASE_URL: url }, async (origin) =>
      timeAnswers(origin, await adminToken(origin), 'PostgreSQL'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await cluster.stop();
  }
}

console.log(`bench:overview, ${REQUESTS} requests per answer, load average ${load()} at the start`);
if (process.env.BENCH_DB !== 'postgres') await benchPglite();
if (process.env.BENCH_DB !== 'pglite') await benchPostgres();
