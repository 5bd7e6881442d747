// `npm run bench:photo`: how long a 12 MP camera photo takes to be ready to send on a slow phone.
// The production build, served by the real server with a fresh DATA_DIR; João opens a receipt form
// in Chromium and picks the photo; the time runs from the input's `change` to the form's 'Foto
// pronta para envio'. The targets and the last figures are in docs/reports/2026-11-24-photo.md.
//
//   BENCH_DIST=dist npm run bench:photo   measure an existing build instead of building one
//   BENCH_RUNS=5 npm run bench:photo      more runs (default 3; the median is printed)
import type { ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { cameraPhoto } from '#tests/support/camera-photo.ts';
import {
  buildInto,
  CHROMIUM,
  CHROMIUM_ARGS,
  CPU_SLOWDOWN,
  median,
  PHONE,
  RUNS,
  signInAsJoao,
  startServer,
} from './bench-support.ts';

/** A portrait from a phone: 4000×3000 stored, EXIF orientation 6, about 5 MB. */
const PHOTO = { width: 3000, height: 4000, orientation: 6, quality: 91 } as const;
const READY = /Foto pronta para envio \(([^;]+);/;

/** Page time of the input's change and of the status saying the photo is ready. */
const pageProbes = `
  window.__photo = { picked: 0, ready: 0, status: '' };
  document.addEventListener('change', () => { window.__photo.picked = performance.now(); window.__photo.ready = 0; }, true);
  new MutationObserver(() => {
    const status = [...document.querySelectorAll('[role=status]')].find((node) => /Foto pronta para envio/.test(node.textContent ?? ''));
    if (status && window.__photo.picked && !window.__photo.ready) {
      window.__photo.ready = performance.now();
      window.__photo.status = status.textContent ?? '';
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;
type Probe = { picked: number; ready: number; status: string };

// ---------------------------------------------------------------- a browser with all of its CPU slowed

/**
 * CDP's CPU throttling slows only the page's main thread: the worker that prepares the photo and
 * the threads that decode and encode images run at full speed. On a real phone they are slow too.
 * So the whole browser also runs in a Linux cgroup limited to a quarter of one core: every
 * thread together gets CPU_SLOWDOWN times less time. Needs root and a writable cgroup `cpu`
 * controller (v1 or v2); otherwise that line says why it is missing.
 */
class QuarterCoreCgroup {
  private constructor(
    readonly dir: string,
    readonly launcher: string,
  ) {}

  static create(): QuarterCoreCgroup | string {
    const name = `cestas-bench-photo-${process.pid}`;
    const period = 100_000;
    const quota = Math.round(period / CPU_SLOWDOWN);
    let dir: string;
    try {
      if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) {
        dir = path.join('/sys/fs/cgroup/cpu', name);
        mkdirSync(dir);
        writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(period));
        writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
      } else if (
        existsSync('/sys/fs/cgroup/cgroup.controllers') &&
        readFileSync('/sys/fs/cgroup/cgroup.subtree_control', 'utf8').includes('cpu')
      ) {
        dir = path.join('/sys/fs/cgroup', name);
        mkdirSync(dir);
        writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${period}`);
      } else {
        return 'no writable cgroup cpu controller on this machine';
      }
    } catch (error) {
      return `cannot make a cgroup (${(error as Error).message.split('\n')[0]}); it needs root`;
    }
    // Chromium starts inside the cgroup, so every process it starts is in it too.
    const launcher = path.join(mkdtempSync(path.join(tmpdir(), 'cestas-bench-photo-')), 'chromium');
    writeFileSync(
      launcher,
      `#!/bin/sh\necho $$ > ${JSON.stringify(path.join(dir, 'cgroup.procs'))}\nexec ${JSON.stringify(CHROMIUM)} "$@"\n`,
    );
    chmodSync(launcher, 0o755);
    return new QuarterCoreCgroup(dir, launcher);
  }

  remove(): void {
    rmSync(path.dirname(this.launcher), { recursive: true, force: true });
    try {
      rmdirSync(this.dir);
    } catch {
      // still has a process leaving; the kernel refuses until it is gone
    }
  }
}

// ---------------------------------------------------------------- measuring

type Run = { ms: number; result: string };

async function receiptForm(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: -23.5505, longitude: -46.6333 },
  });
  await context.addInitScript(pageProbes);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signInAsJoao(page, origin);
  await page
    .getByRole('list', { name: 'Lista de doações' })
    .getByRole('link')
    .filter({ hasText: 'Esperando recebimento' })
    .first()
    .click();
  await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await page.waitForURL(/\/wait\/prof$/);
  return page;
}

async function prepareOnce(page: Page, photo: Buffer, name: string): Promise<Run> {
  await page
    .getByLabel('Foto dos cartões recebidos')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await page.waitForFunction(
    () => (window as unknown as { __photo: Probe }).__photo.ready > 0,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const probe = await page.evaluate(() => (window as unknown as { __photo: Probe }).__photo);
  return { ms: probe.ready - probe.picked, result: READY.exec(probe.status)?.[1] ?? probe.status };
}

/** RUNS preparations of the photo in one receipt form; `slow` sets the page's CPU throttling first. */
async function runs(
  browser: Browser,
  origin: string,
  photo: Buffer,
  pageSlowdown: number,
): Promise<Run[]> {
  const page = await receiptForm(browser, origin);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: pageSlowdown });
    // The first pick also loads the worker's script; every run is a fresh worker, as in the app.
    const all: Run[] = [];
    for (let i = 0; i < RUNS; i += 1)
      all.push(await prepareOnce(page, photo, `IMG_2026112${i}_101500.jpg`));
    return all;
  } finally {
    await page.context().close();
  }
}

function describe(label: string, all: Run[] | string, target: string): string {
  if (typeof all === 'string') return `${label}: n/a (${all})`;
  const times = all.map((r) => r.ms);
  const spread =
    times.length > 1
      ? ` (runs ${(Math.min(...times) / 1000).toFixed(2)}–${(Math.max(...times) / 1000).toFixed(2)} s)`
      : '';
  return `${label}: ready in ${((median(times) ?? 0) / 1000).toFixed(2)} s${spread}, sent as ${all[0]?.result ?? 'n/a'}   [${target}]`;
}

const loadLine = (when: string) =>
  `load average ${loadavg()[0]!.toFixed(1)} ${when} (${availableParallelism()} cores)`;

async function main(): Promise<void> {
  const distDir = process.env.BENCH_DIST
    ? path.resolve(process.env.BENCH_DIST)
    : mkdtempSync(path.join(tmpdir(), 'cestas-bench-dist-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-bench-data-'));
  let server: ChildProcess | undefined;
  const browsers: Browser[] = [];
  const cgroup = QuarterCoreCgroup.create();
  try {
    if (!process.env.BENCH_DIST) await buildInto(distDir);
    const photo = await cameraPhoto(PHOTO);
    const started = await startServer(distDir, dataDir);
    server = started.server;
    console.log(
      `Photo: ${PHOTO.height}×${PHOTO.width} stored, EXIF orientation ${PHOTO.orientation} (a portrait), ${(photo.length / 1024 / 1024).toFixed(1)} MB; median of ${RUNS}.`,
    );

    const lines: string[] = [];
    const normal = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    browsers.push(normal);
    console.error(`bench: full speed… (${loadLine('now')})`);
    lines.push(
      describe('full speed', await runs(normal, started.origin, photo, 1), 'this machine'),
    );
    console.error(`bench: page ${CPU_SLOWDOWN}× slower… (${loadLine('now')})`);
    lines.push(
      describe(
        `page CPU ${CPU_SLOWDOWN}× slower (CDP; worker and image threads at full speed)`,
        await runs(normal, started.origin, photo, CPU_SLOWDOWN),
        'target ≤ 2.5 s',
      ),
    );

    let quarter: Run[] | string;
    if (typeof cgroup === 'string') quarter = cgroup;
    else {
      const slow = await chromium.launch({ executablePath: cgroup.launcher, args: CHROMIUM_ARGS });
      browsers.push(slow);
      console.error(`bench: whole browser at 1/${CPU_SLOWDOWN} of a core… (${loadLine('now')})`);
      quarter = await runs(slow, started.origin, photo, 1);
    }
    lines.push(
      describe(
        `whole browser ${CPU_SLOWDOWN}× slower (cgroup: 1/${CPU_SLOWDOWN} of one core for every thread, the worker's included)`,
        quarter,
        'target ≤ 2.5 s',
      ),
    );

    console.log('');
    for (const line of lines) console.log(line);
    console.log(`machine: ${loadLine('after')}; the times are only comparable on a quiet machine`);
  } finally {
    for (const browser of browsers) await browser.close().catch(() => undefined);
    if (typeof cgroup !== 'string') cgroup.remove();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null)
      await new Promise((resolve) => server!.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_DIST) rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
