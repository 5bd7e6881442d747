// Where the time of a warm leader list load goes: `node --import tsx scripts/profile-list-load.ts <dist>`.
// Serves the build with the real server, signs João in, makes one cold visit, waits for the
// service worker's precache, makes PROFILE_WARMUPS warm visits (so V8's code cache fills as on
// a phone that opens the app every day), then records one more warm visit under the bench's
// throttling with a CPU profile: time per script (self time) and the scripts' resource timing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  CPU_SLOWDOWN,
  FIRST_CARD,
  MOBILE_NETWORK,
  PHONE,
  signInAsJoao,
  startServer,
} from './bench-support.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const WARMUPS = Number(process.env.PROFILE_WARMUPS ?? 0);
const OFFLINE = process.env.PROFILE_OFFLINE === '1';
const TRACE = process.env.PROFILE_TRACE === '1';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  // Trace event arguments differ per event; only a few known fields are read.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  args?: Record<string, any>;
};

/** The page's main thread, task by task: what ran, when (ms from navigation start) and for how long. */
function summarizeTrace(events: TraceEvent[], firstCard: number) {
  const threadName = new Map(
    events
      .filter((e) => e.name === 'thread_name')
      .map((e) => [`${e.pid}:${e.tid}`, e.args?.name as string]),
  );
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/donation-list'),
    ) ?? events.find((e) => e.name === 'navigationStart');
  if (!nav) return console.log('no navigationStart in the trace');
  const main = `${nav.pid}:${nav.tid}`;
  console.log(`main thread: ${threadName.get(main)}`);
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts);
  const at = (e: TraceEvent) => ((e.ts - nav.ts) / 1000).toFixed(0).padStart(5);
  const interesting = new Set([
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'ParseHTML',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'Layout',
    'UpdateLayoutTree',
    'Paint',
    'v8.produceModuleCache',
    'v8.produceCache',
    'v8.parseOnBackground',
    'RunMicrotasks',
    'FireAnimationFrame',
    'MajorGC',
    'MinorGC',
    'V8.GCScavenger',
    'ParseAuthorStyleSheet',
    'XHRReadyStateChange',
    'ResourceSendRequest',
    'v8.deserializeOnBackground',
    'HitTest',
    'PrePaint',
    'Layerize',
    'Commit',
  ]);
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && (e.dur ?? 0) > 3000 && (e.ts - nav.ts) / 1000 < firstCard + 50,
  );
  let busy = 0;
  for (const task of tasks) {
    busy += task.dur! / 1000;
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur! &&
        interesting.has(e.name) &&
        (e.dur ?? 0) > 1500,
    );
    const detail = inside
      .slice(0, 12)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).replace(/^.*\//, '') + ')' : e.args?.fileName ? '(' + String(e.args.fileName).replace(/^.*\//, '') + ')' : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      )
      .join(', ');
    console.log(`${at(task)} +${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${detail}`);
  }
  console.log(
    `main thread busy in tasks > 3 ms before the first card: ${busy.toFixed(0)} ms of ${firstCard.toFixed(0)} ms`,
  );
  const totals = new Map<string, number>();
  for (const e of onMain)
    if ((e.ts - nav.ts) / 1000 < firstCard && interesting.has(e.name))
      totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log(
    'inclusive totals before the first card: ' +
      [...totals]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', '),
  );
}

const probes = `
  window.__bench = { firstCard: 0 };
  new MutationObserver(() => {
    if (!window.__bench.firstCard && document.querySelector(${JSON.stringify(FIRST_CARD)})) window.__bench.firstCard = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

async function throttle(cdp: CDPSession, on: boolean) {
  await cdp.send(
    'Network.emulateNetworkConditions',
    on
      ? MOBILE_NETWORK
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
}

async function visit(page: Page): Promise<number> {
  await page.goto(page.url().replace(/\/[^/]*$/, '/donation-list'), { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { __bench: { firstCard: number } }).__bench.firstCard > 0,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () => (window as unknown as { __bench: { firstCard: number } }).__bench.firstCard,
  );
}

type ProfileNode = {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number };
  children?: number[];
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-prof-data-'));
  const { origin, server } = await startServer(distDir, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      ...PHONE,
      permissions: ['geolocation'],
      geolocation: { latitude: -23.55, longitude: -46.63 },
    });
    await context.addInitScript(probes);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await signInAsJoao(page, origin);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForSelector(FIRST_CARD);
    const warm: number[] = [];
    await throttle(cdp, true);
    for (let i = 0; i < WARMUPS; i += 1) warm.push(await visit(page));
    if (OFFLINE) await context.setOffline(true);
    const CPU = !TRACE;
    if (CPU) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const traceEvents: TraceEvent[] = [];
    if (TRACE) {
      cdp.on('Tracing.dataCollected', (event) =>
        traceEvents.push(...(event.value as unknown as TraceEvent[])),
      );
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8',
            'v8.execute',
            'blink.user_timing',
            'loading',
            'toplevel',
            '__metadata',
          ],
        },
        transferMode: 'ReportEvents',
      });
    }
    const firstCard = await visit(page);
    const { profile } = CPU
      ? await cdp.send('Profiler.stop')
      : {
          profile: { nodes: [], samples: [], timeDeltas: [] } as unknown as {
            nodes: ProfileNode[];
            samples: number[];
            timeDeltas: number[];
          },
        };
    if (TRACE) {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      summarizeTrace(traceEvents, firstCard);
      if (process.env.TRACE_OUT)
        writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents, firstCard }));
    }
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .concat(performance.getEntriesByType('navigation'))
        .map((e) => {
          const r = e as PerformanceResourceTiming;
          return {
            name: r.name.replace(location.origin, ''),
            start: Math.round(r.startTime),
            end: Math.round(r.responseEnd),
            type: r.initiatorType,
          };
        }),
    );
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((m) => ({ name: m.name, at: Math.round(m.startTime) })),
    );
    // Self time per script and per function (top entries).
    const nodes = new Map<number, ProfileNode>(
      (profile.nodes as ProfileNode[]).map((n) => [n.id, n]),
    );
    const self = new Map<number, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id: number, i: number) =>
      self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000),
    );
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const [id, ms] of self) {
      const { url, functionName, lineNumber } = nodes.get(id)!.callFrame;
      const script = url ? url.replace(origin, '') : `(${functionName || 'native'})`;
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
        .join('\n');
    console.log(
      `warm-ups: ${warm.map((w) => w.toFixed(0)).join(', ')} ms; profiled visit: first card at ${firstCard.toFixed(0)} ms (4x CPU; profiling adds overhead)`,
    );
    console.log('self time by script:\n' + top(byScript, 25));
    console.log('self time by function:\n' + top(byFunction, 30));
    console.log(
      'resources (start → end, ms):\n' +
        resources
          .sort((a, b) => a.start - b.start)
          .map(
            (r) =>
              `  ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${r.type.padEnd(8)} ${r.name}`,
          )
          .join('\n'),
    );
    if (marks.length)
      console.log(
        'marks:\n' + marks.map((m) => `  ${String(m.at).padStart(5)}  ${m.name}`).join('\n'),
      );
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
