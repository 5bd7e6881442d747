// `npm run bench:network`: the production build, served by the real server with a fresh
// DATA_DIR, loaded in Chromium under Lighthouse's mobile conditions; prints the median of
// BENCH_RUNS (default 3) runs. The targets and the last figures are in docs/performance.md.
//
//   BENCH_DIST=dist npm run bench:network   measure an existing build instead of building one
//   BENCH_ONLY=light npm run bench:network  only the light public pages (/comprovante, /ouvidoria,
//                                           /transparencia)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import {
  buildInto,
  CHROMIUM,
  median,
  CHROMIUM_ARGS,
  CPU_SLOWDOWN,
  FIRST_CARD,
  MOBILE_NETWORK,
  PHONE,
  RUNS,
  signInAsJoao,
  startServer,
} from './bench-support.ts';

// ---------------------------------------------------------------- measuring a load

/** /transparencia's figures are drawn: its script has read the snapshot and filled the cards' table. */
const TRANSPARENCY_FIGURES = '[data-part="vouchers-rows"] tr';

/**
 * Times in the page, from navigation start: LCP, when the first donation card appeared, when
 * /transparencia's figures were drawn, when a service worker became active.
 */
const pageProbes = `
  window.__bench = { lcp: 0, firstCard: 0, figures: 0, serviceWorkerActive: 0 };
  // Resolves when a service worker is active for this page: for a first visit, once it has precached.
  navigator.serviceWorker?.ready.then(() => { window.__bench.serviceWorkerActive = performance.now(); });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (!window.__bench.firstCard && document.querySelector(${JSON.stringify(FIRST_CARD)})) window.__bench.firstCard = performance.now();
    if (!window.__bench.figures && document.querySelector(${JSON.stringify(TRANSPARENCY_FIGURES)})) window.__bench.figures = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

type Probes = { lcp: number; firstCard: number; figures: number; serviceWorkerActive: number };
const readProbes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Probes }).__bench);

/**
 * Bytes over the wire of one load, from CDP, counted apart for the page and its service worker.
 * The page's session sees only the page's own requests (every response's encodedDataLength:
 * headers and body as they travelled); the service worker fetches in its own target, seen here
 * through Playwright's context events. So the page's figures never include the background
 * precache, which has its own line.
 */
class Traffic {
  private navigationStartedAt: number | null = null;
  private scripts = new Set<string>();
  private scriptChunks: { at: number; bytes: number }[] = [];
  private finished: { id: string; at: number; bytes: number }[] = [];
  private urls = new Map<string, string>();
  private firstPaintAt: number | null = null;
  private serviceWorkerFetches: Promise<number>[] = [];

  constructor(cdp: CDPSession, context: BrowserContext) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && this.navigationStartedAt === null)
        this.navigationStartedAt = event.timestamp;
      this.urls.set(event.requestId, event.request.url);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') this.scripts.add(event.requestId);
    });
    cdp.on('Network.dataReceived', (event) => {
      if (this.scripts.has(event.requestId))
        this.scriptChunks.push({ at: event.timestamp, bytes: event.encodedDataLength });
    });
    cdp.on('Network.loadingFinished', (event) => {
      this.finished.push({
        id: event.requestId,
        at: event.timestamp,
        bytes: event.encodedDataLength,
      });
    });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint' && this.firstPaintAt === null)
        this.firstPaintAt = event.timestamp;
    });
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      this.serviceWorkerFetches.push(
        request.sizes().then(
          (sizes) => sizes.responseHeadersSize + sizes.responseBodySize,
          () => 0,
        ),
      );
    });
  }

  reset(): void {
    this.navigationStartedAt = null;
    this.scripts.clear();
    this.scriptChunks = [];
    this.finished = [];
    this.urls.clear();
    this.firstPaintAt = null;
    this.serviceWorkerFetches = [];
  }

  /** What the page itself fetched; with `untilMs` (page time, from navigation start), only what had arrived by then. */
  pageBytes(untilMs?: number): number {
    const start = this.navigationStartedAt;
    const limit =
      untilMs === undefined || start === null ? Number.POSITIVE_INFINITY : start + untilMs / 1000;
    return this.finished.filter((f) => f.at <= limit).reduce((sum, f) => sum + f.bytes, 0);
  }

  /** The scripts the page fetched, as they travelled. */
  scriptBytes(): number {
    return this.finished.filter((f) => this.scripts.has(f.id)).reduce((sum, f) => sum + f.bytes, 0);
  }

  /** Every request the page finished, in order (page time in ms, bytes, path): BENCH_REQUESTS=1 prints them. */
  requests(): { atMs: number; bytes: number; path: string }[] {
    const start = this.navigationStartedAt ?? 0;
    return [...this.finished]
      .sort((a, b) => a.at - b.at)
      .map((f) => ({
        atMs: (f.at - start) * 1000,
        bytes: f.bytes,
        path: new URL(this.urls.get(f.id) ?? 'about:blank').pathname,
      }));
  }

  /** What the service worker fetched on its own (the precache), since the last reset. */
  async serviceWorker(): Promise<{ bytes: number; files: number }> {
    const sizes = await Promise.all(this.serviceWorkerFetches);
    return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
  }

  /**
   * Script bytes that arrived before the first contentful paint. Chromium reports them per
   * chunk when it can (dataReceived); otherwise a script counts whole if it finished before.
   */
  scriptBytesBeforeFirstPaint(): number {
    const paint = this.firstPaintAt ?? Number.POSITIVE_INFINITY;
    const perChunk = this.scriptChunks
      .filter((chunk) => chunk.at < paint)
      .reduce((sum, chunk) => sum + chunk.bytes, 0);
    if (this.scriptChunks.some((chunk) => chunk.bytes > 0)) return perChunk;
    return this.finished
      .filter((f) => this.scripts.has(f.id) && f.at < paint)
      .reduce((sum, f) => sum + f.bytes, 0);
  }
}

/**
 * Waits until the service worker this load registered is active, which Workbox allows only once
 * its install has precached every file of the manifest; returns that moment in page time.
 */
async function precacheDoneAt(page: Page, timeout: number): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __bench: Probes }).__bench.serviceWorkerActive > 0,
    undefined,
    { timeout, polling: 250 },
  );
  return (await readProbes(page)).serviceWorkerActive;
}

/** The route chunks of the build (every script in dist/assets) that Cache Storage does not hold. */
async function chunksMissingFromCache(
  page: Page,
  distDir: string,
): Promise<{ expected: number; missing: string[] }> {
  const chunks = readdirSync(path.join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`);
  const cached = new Set(
    await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    }),
  );
  return { expected: chunks.length, missing: chunks.filter((chunk) => !cached.has(chunk)) };
}

async function phoneContext(browser: Browser) {
  const context = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: -23.5505, longitude: -46.6333 },
  });
  await context.addInitScript(pageProbes);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return { context, page, cdp, traffic: new Traffic(cdp, context) };
}

async function throttle(cdp: CDPSession, on: boolean): Promise<void> {
  await cdp.send(
    'Network.emulateNetworkConditions',
    on
      ? MOBILE_NETWORK
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
}

// ---------------------------------------------------------------- the scenarios

type LandingRun = {
  lcp: number;
  bytes: number;
  bytesUntilLcp: number;
  scriptBytesBeforePaint: number;
};

/** A first visit to '/' with an empty cache; the page's own bytes (the precache is measured on the list). */
async function landingRun(browser: Browser, origin: string): Promise<LandingRun> {
  const { context, page, cdp, traffic } = await phoneContext(browser);
  try {
    await throttle(cdp, true);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const { lcp } = await readProbes(page);
    return {
      lcp,
      bytes: traffic.pageBytes(),
      bytesUntilLcp: traffic.pageBytes(lcp),
      scriptBytesBeforePaint: traffic.scriptBytesBeforeFirstPaint(),
    };
  } finally {
    await context.close();
  }
}

/**
 * The light public pages, built apart from the app (src/shell/light-pages.tsx), and when each is
 * ready for the person: a form answers once its module script has run (DOMContentLoaded's end);
 * /transparencia once its script has drawn the figures, read from the newest snapshot.
 */
const LIGHT_PAGES = [
  { path: '/comprovante', ready: 'form working', targets: 'form ≤ 1.5 s, JS ≤ 40 KB gzip' },
  { path: '/ouvidoria', ready: 'form working', targets: 'form ≤ 1.5 s, JS ≤ 40 KB gzip' },
  { path: '/transparencia', ready: 'figures shown', targets: 'figures ≤ 1.5 s, JS ≤ 60 KB gzip' },
] as const;
type LightPage = (typeof LIGHT_PAGES)[number];

type LightPageRun = { lcp: number; ready: number; bytes: number; scriptBytes: number };

/** A first visit to a light public page with an empty cache: its LCP, when it is ready, and its bytes. */
async function lightPageRun(
  browser: Browser,
  origin: string,
  lightPage: LightPage,
): Promise<LightPageRun> {
  const { context, page, cdp, traffic } = await phoneContext(browser);
  try {
    await throttle(cdp, true);
    await page.goto(`${origin}${lightPage.path}`, { waitUntil: 'load' });
    if (lightPage.ready === 'figures shown')
      await page.waitForFunction(
        () => (window as unknown as { __bench: Probes }).__bench.figures > 0,
      );
    await page.waitForLoadState('networkidle');
    const { lcp, figures } = await readProbes(page);
    const ready =
      lightPage.ready === 'figures shown'
        ? figures
        : await page.evaluate(
            () =>
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
                .domContentLoadedEventEnd,
          );
    return {
      lcp,
      ready,
      bytes: traffic.pageBytes(),
      scriptBytes: traffic.scriptBytes(),
    };
  } finally {
    await context.close();
  }
}

/** One load of the list: when the first card showed, the page's bytes until then, and all it fetched. */
type ListLoad = { firstCard: number; bytesUntilFirstCard: number; bytes: number } | null;

/** Opens /donation-list and waits for its first card; null when none shows within the limit. */
async function loadList(page: Page, traffic: Traffic, origin: string): Promise<ListLoad> {
  traffic.reset();
  try {
    await page.goto(`${origin}/donation-list`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __bench: Probes }).__bench.firstCard > 0,
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
  } catch {
    return null;
  }
  const { firstCard } = await readProbes(page);
  if (process.env.BENCH_REQUESTS) printRequests(traffic, firstCard);
  return {
    firstCard,
    bytesUntilFirstCard: traffic.pageBytes(firstCard),
    bytes: traffic.pageBytes(),
  };
}

/** One load's requests, to stderr, with the first card's place among them (BENCH_REQUESTS=1). */
function printRequests(traffic: Traffic, firstCard: number): void {
  const lines = traffic
    .requests()
    .map(
      (r) =>
        `${r.atMs.toFixed(0).padStart(6)} ms ${(r.bytes / 1024).toFixed(2).padStart(7)} KB  ${r.path}`,
    );
  const cardAt = traffic.requests().filter((r) => r.atMs <= firstCard).length;
  lines.splice(cardAt, 0, `${firstCard.toFixed(0).padStart(6)} ms  first card`);
  console.error(`bench: the load's ${lines.length - 1} requests\n${lines.join('\n')}`);
}

/** The background precache after a cold visit: its bytes and files, when it was done (page time), and what it left out. */
type Precache = {
  bytes: number;
  files: number;
  doneAt: number;
  expectedChunks: number;
  missingChunks: string[];
} | null;

type ListRuns = {
  cold: ListLoad[];
  precache: Precache[];
  warm: ListLoad[];
  offline: (ListLoad | 'no-service-worker')[];
};

const PRECACHE_LIMIT_MS = 60_000;

async function leaderListRuns(
  browser: Browser,
  origin: string,
  distDir: string,
): Promise<ListRuns> {
  const { context, page, cdp, traffic } = await phoneContext(browser);
  const runs: ListRuns = { cold: [], precache: [], warm: [], offline: [] };
  try {
    await signInAsJoao(page, origin);
    for (let i = 0; i < RUNS; i += 1) {
      // Cold: the stored session stays, every HTTP and service worker cache goes.
      await throttle(cdp, false);
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      });
      await throttle(cdp, true);
      runs.cold.push(await loadList(page, traffic, origin));
      // The service worker the cold visit registered precaches in the background; it becomes
      // active only once all of it is cached.
      const doneAt = await precacheDoneAt(page, PRECACHE_LIMIT_MS).catch(() => null);
      const { bytes, files } = await traffic.serviceWorker();
      const { expected, missing } = await chunksMissingFromCache(page, distDir);
      runs.precache.push(
        doneAt === null
          ? null
          : { bytes, files, doneAt, expectedChunks: expected, missingChunks: missing },
      );
      // Warm: the same visit again, now under the service worker the first one installed.
      runs.warm.push(await loadList(page, traffic, origin));
      // Offline: only a service worker can open the app without the network, so it must control the page.
      let controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
      if (!controlled && doneAt !== null) {
        await page.reload();
        controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
      }
      if (!controlled) {
        runs.offline.push('no-service-worker');
        continue;
      }
      await context.setOffline(true);
      runs.offline.push(await loadList(page, traffic, origin));
      await context.setOffline(false);
    }
  } finally {
    await context.close();
  }
  return runs;
}

/**
 * An optional package: from LIGHTHOUSE_DIR (a folder where it was installed apart, e.g.
 * `npm i lighthouse@13` in /tmp/lh) or from the project's node_modules (`npm i --no-save
 * lighthouse@13`). Names in variables keep tsc from requiring it.
 */
async function importOptional(name: string): Promise<unknown> {
  const from = process.env.LIGHTHOUSE_DIR;
  if (!from) return import(name);
  return import(
    pathToFileURL(createRequire(path.join(path.resolve(from), 'package.json')).resolve(name)).href
  );
}

/** Lighthouse's mobile performance score for '/' and its simulated LCP, when the optional package is installed. */
async function lighthouseScore(origin: string): Promise<string> {
  type LighthouseModule = {
    default: (
      url: string,
      flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
    ) => Promise<
      | {
          lhr: {
            categories: { performance?: { score: number | null } };
            audits: Record<string, { numericValue?: number } | undefined>;
          };
        }
      | undefined
    >;
  };
  type ChromeLauncher = {
    launch: (options: {
      chromePath: string;
      chromeFlags: string[];
    }) => Promise<{ port: number; kill: () => void }>;
  };
  let lighthouse: LighthouseModule;
  let launcher: ChromeLauncher;
  try {
    lighthouse = (await importOptional('lighthouse')) as LighthouseModule;
    launcher = (await importOptional('chrome-launcher')) as ChromeLauncher;
  } catch {
    return 'n/a (lighthouse is not installed: LIGHTHOUSE_DIR, or npm i --no-save lighthouse@13)';
  }
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse.default(`${origin}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const score = result?.lhr.categories.performance?.score;
    const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
    const simulated = lcp === undefined ? 'n/a' : seconds(lcp);
    return score == null
      ? 'n/a (no score)'
      : `${Math.round(score * 100)}, simulated LCP ${simulated}`;
  } finally {
    chrome.kill();
  }
}

/** Fails the benchmark (so it cleans up and exits) when one scenario takes longer than `ms`. */
function within<T>(ms: number, label: string, work: Promise<T>): Promise<T> {
  console.error(`bench: ${label}…`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`bench: ${label} took more than ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------- report

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const kilobytes = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`;
/** "min–max" of the runs, so a median is read with its spread. */
function spread(values: number[], format: (value: number) => string): string {
  return values.length < 2
    ? ''
    : ` (runs ${format(Math.min(...values))}–${format(Math.max(...values))})`;
}
const loads = (runs: (ListLoad | 'no-service-worker')[]) =>
  runs.filter((r): r is NonNullable<ListLoad> => r !== null && r !== 'no-service-worker');

function describeList(
  name: string,
  runs: (ListLoad | 'no-service-worker')[],
  targets: string,
): string {
  if (runs.length > 0 && runs.every((r) => r === 'no-service-worker'))
    return `${name}: n/a (no service worker in this build)`;
  const done = loads(runs);
  const failed = runs.length - done.length;
  const line =
    `${name}: first card ${seconds(median(done.map((r) => r.firstCard)))}${spread(
      done.map((r) => r.firstCard),
      seconds,
    )}, ` +
    `${kilobytes(median(done.map((r) => r.bytesUntilFirstCard)))} over the wire until it (page only; ${kilobytes(median(done.map((r) => r.bytes)))} in all)`;
  return `${line}   [${targets}]${failed ? `   (${failed} of ${runs.length} runs showed no card)` : ''}`;
}

function describePrecache(runs: Precache[]): string[] {
  const done = runs.filter((r): r is NonNullable<Precache> => r !== null);
  const timedOut = runs.length - done.length;
  const complete = done.length > 0 && done.every((r) => r.missingChunks.length === 0);
  const missing = [...new Set(done.flatMap((r) => r.missingChunks))];
  return [
    `precache after first visit: ${kilobytes(median(done.map((r) => r.bytes)))}, ${median(done.map((r) => r.files)) ?? 'n/a'} files, ` +
      `done in ${seconds(median(done.map((r) => r.doneAt)))} (from navigation start; the service worker's fetches are not throttled)` +
      (timedOut
        ? `   (${timedOut} of ${runs.length} runs not done within ${PRECACHE_LIMIT_MS / 1000} s)`
        : ''),
    `precache: every route chunk cached after the first signed-in visit: ${complete ? 'yes' : 'no'} ` +
      `(${done[0]?.expectedChunks ?? 'n/a'} scripts in dist/assets${missing.length ? `; missing: ${missing.join(', ')}` : ''})`,
  ];
}

/**
 * The CPU slowdown is applied on top of whatever else the machine runs, so the same build
 * measures slower when other processes compete for the cores: the figures are only comparable
 * with the load beside them.
 */
function describeMachineLoad(before: number, after: number): string {
  const cores = availableParallelism();
  // The "after" figure includes the benchmark's own Chromium and server (about 2), so only the
  // load found before it started says whether others were competing.
  const busy = before >= cores / 2;
  return (
    `machine: load average ${before.toFixed(1)} before, ${after.toFixed(1)} after (the benchmark's own work included), ${cores} cores` +
    (busy
      ? '   (other work was running: the times above are inflated; measure again on a quiet machine)'
      : '')
  );
}

async function main(): Promise<void> {
  const distDir = process.env.BENCH_DIST
    ? path.resolve(process.env.BENCH_DIST)
    : mkdtempSync(path.join(tmpdir(), 'cestas-bench-dist-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-bench-data-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    if (!process.env.BENCH_DIST) await buildInto(distDir);
    const started = await startServer(distDir, dataDir);
    server = started.server;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

    const loadBefore = loadavg()[0]!;
    console.log(
      `Measuring ${started.origin}: ${MOBILE_NETWORK.latency} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}× slower; median of ${RUNS}.`,
    );
    const light = new Map<LightPage, LightPageRun[]>();
    for (const lightPage of LIGHT_PAGES) {
      const runs: LightPageRun[] = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(
          await within(
            120_000,
            `${lightPage.path}, run ${i + 1} of ${RUNS}`,
            lightPageRun(browser, started.origin, lightPage),
          ),
        );
      light.set(lightPage, runs);
    }
    const lightLines = [...light].map(
      ([lightPage, runs]) =>
        `${lightPage.path}: ${lightPage.ready} ${seconds(median(runs.map((r) => r.ready)))}${spread(
          runs.map((r) => r.ready),
          seconds,
        )}, LCP ${seconds(median(runs.map((r) => r.lcp)))}, ` +
        `${kilobytes(median(runs.map((r) => r.bytes)))} over the wire, ${kilobytes(median(runs.map((r) => r.scriptBytes)))} of it JS   [targets: ${lightPage.targets}]`,
    );
    if (process.env.BENCH_ONLY === 'light') {
      console.log('');
      for (const line of lightLines) console.log(line);
      console.log(describeMachineLoad(loadBefore, loadavg()[0]!));
      return;
    }
    const landing: LandingRun[] = [];
    for (let i = 0; i < RUNS; i += 1)
      landing.push(
        await within(
          120_000,
          `landing page, run ${i + 1} of ${RUNS}`,
          landingRun(browser, started.origin),
        ),
      );
    const list = await within(
      RUNS * 240_000,
      'leader list (sign-in, then cold, warm, offline)',
      leaderListRuns(browser, started.origin, distDir),
    );
    await browser.close();
    browser = undefined;
    const score = await within(300_000, 'Lighthouse', lighthouseScore(started.origin));

    console.log('');
    console.log(
      `landing: LCP ${seconds(median(landing.map((r) => r.lcp)))}, ${kilobytes(median(landing.map((r) => r.bytesUntilLcp)))} over the wire until it ` +
        `(page only; ${kilobytes(median(landing.map((r) => r.bytes)))} in all), ` +
        `${kilobytes(median(landing.map((r) => r.scriptBytesBeforePaint)))} of JS before first paint   [targets: LCP ≤ 1.2 s, JS before paint ≤ 20 KB]`,
    );
    console.log(
      `landing: Lighthouse mobile performance ${score}   [targets: 100, simulated LCP ≤ 1.2 s]`,
    );
    console.log(
      describeList(
        'leader list cold',
        list.cold,
        'targets: ≤ 170 KB until the first card, first card ≤ 2.2 s',
      ),
    );
    for (const line of describePrecache(list.precache)) console.log(line);
    console.log(describeList('leader list warm', list.warm, 'target: first card ≤ 1.0 s'));
    console.log(describeList('leader list offline', list.offline, 'target: first card ≤ 1.0 s'));
    for (const line of lightLines) console.log(line);
    console.log(describeMachineLoad(loadBefore, loadavg()[0]!));
  } finally {
    await browser?.close();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null)
      await new Promise((resolve) => server!.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_DIST) rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
