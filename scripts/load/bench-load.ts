/**
 * npm run bench:load — the load and fault benchmark (docs/capacity.md). Traffic goes only to
 * loopback, every run is bounded in time, and everything it starts it stops.
 *
 *   npm run bench:load                                   # every scenario on the three topologies, then the faults
 *   npm run bench:load -- --topologies=balanced --scenarios=reads,deliveries --seconds=20
 *   npm run bench:load -- --short                        # CI: the four faults, 30 s each, on a small campaign
 *   npm run bench:load -- --topologies=postgres --scenarios=messages   # 100,000 family messages queued and sent
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../bench-support.ts';
import { leaderPool, sleep, type BenchContext } from './bench-context.ts';
import {
  seedCampaign,
  type BenchAccounts,
  type BenchLeader,
  type CampaignShape,
} from './bench-data.ts';
import { explainQueries, type ExplainedQuery } from './explain.ts';
import { secondHalfSlope, watchHeaps, type HeapSample } from './heap-stats.ts';
import { faultChecks } from './fault-checks.ts';
import { FAULTS, runFaults, type FaultReport } from './faults.ts';
import { benchPhotos } from './photos.ts';
import { watchMachine, watchProcesses, type WatchedProcess } from './proc-stats.ts';
import type { ScenarioFigures } from './recorder.ts';
import { latencyChart, otherWork, table, type RunRow } from './report.ts';
import { adminScenario } from './scenarios/admin.ts';
import { messagesScenario, type MessagesFigures, type SendsEffect } from './scenarios/messages.ts';
import { mixedScenario } from './scenarios/mixed.ts';
import { readsScenario } from './scenarios/reads.ts';
import { signInsScenario } from './scenarios/sign-ins.ts';
import { PHONE_UPLOAD_BYTES_PER_SECOND, uploadScenario } from './scenarios/uploads.ts';
import { startTopology, TOPOLOGIES, type Topology, type TopologyKind } from './topology.ts';

const SCENARIOS = [
  'reads',
  'deliveries',
  'receipts',
  'sign-ins',
  'slow',
  'admin',
  'explain',
  'mixed',
  'faults',
  'messages',
] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values: args } = parseArgs({
  options: {
    topologies: { type: 'string' },
    scenarios: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    'mixed-minutes': { type: 'string', default: '10' },
    'fault-seconds': { type: 'string' },
    short: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(root, 'reports/bench-load.json') },
    chart: { type: 'string' },
    /** Only draw: the table and the chart of an earlier run's JSON. */
    render: { type: 'string' },
  },
});

const short = args.short ?? false;
const topologies = (args.topologies?.split(',') ??
  (short ? ['balanced'] : [...TOPOLOGIES])) as TopologyKind[];
const scenarios = (args.scenarios?.split(',') ??
  (short ? ['faults'] : [...SCENARIOS])) as Scenario[];
for (const name of scenarios)
  if (!SCENARIOS.includes(name))
    throw new Error(`unknown scenario ${name}; one of ${SCENARIOS.join(', ')}`);
for (const name of topologies)
  if (!TOPOLOGIES.includes(name))
    throw new Error(`unknown topology ${name}; one of ${TOPOLOGIES.join(', ')}`);
const seconds = Number(args.seconds);
// The short form (CI) keeps each fault's window to 30 s: the fault at 5 s, then the recovery and the drain.
const faultSeconds = Number(args['fault-seconds'] ?? (short ? 30 : 60));

const shape: CampaignShape = short
  ? { leaders: 400, cardsPerLeader: 50, receiptsPerLeader: 1, totalDonations: 5_000, sites: 20 }
  : {
      leaders: Number(process.env.BENCH_LEADERS ?? 2_000),
      cardsPerLeader: 50,
      receiptsPerLeader: 2,
      totalDonations: Number(process.env.BENCH_DONATIONS ?? 100_000),
      sites: 100,
    };

/** After the faults, the outboxes send what they hold until they are empty, at most this long. */
const FAULT_DRAIN_MS = 300_000;

const coresText = (cores: Record<string, number>) =>
  Object.entries(cores)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;
/** On two cores a 1-minute load above this means other work was running beside the benchmark. */
const BUSY_LOAD = 1.5;

function watched(topology: Topology): WatchedProcess[] {
  const list: WatchedProcess[] = topology.instances.map((instance) => ({
    name: instance.name,
    pid: instance.pid,
  }));
  const { postgres, balancer } = topology;
  if (postgres) list.push({ name: 'postgres', pid: () => postgres.pid(), tree: true });
  if (balancer) list.push({ name: 'haproxy', pid: balancer.pid });
  list.push({ name: 'load', pid: () => process.pid });
  return list;
}

async function measured<T extends ScenarioFigures | ScenarioFigures[]>(
  topology: Topology,
  rows: RunRow[],
  run: () => Promise<T>,
): Promise<T> {
  const loadStart = load1();
  const watch = watchProcesses(watched(topology));
  const machine = watchMachine(os.cpus().length);
  const result = await run();
  const processes = watch.stop().map(({ rssSeries: _series, ...figures }) => figures);
  const other = otherWork(machine.busyCores(), processes);
  const loadEnd = load1();
  for (const figures of Array.isArray(result) ? result : [result]) {
    const row: RunRow = { ...figures, processes, loadStart, loadEnd, ...other };
    rows.push(row);
    console.log(table([row]).split('\n')[1]);
  }
  await sleep(3_000);
  return result;
}

async function context(topology: Topology, accounts: BenchAccounts): Promise<BenchContext> {
  const tokens = new Map<string, string>();
  for (const leader of accounts.leaders.slice(0, 300))
    tokens.set(leader.login, await topology.idToken(leader));
  return {
    topology,
    accounts,
    tokens,
    tokenFor: async (leader: BenchLeader) =>
      tokens.get(leader.login) ?? (await topology.idToken(leader)),
    adminToken: await topology.idToken(accounts.admin),
    photos: await benchPhotos(8),
    nextLeader: leaderPool(accounts.leaders),
  };
}

interface Output {
  startedAt: string;
  machine: { cpus: number; memoryGb: number; node: string };
  shape: CampaignShape;
  rows: RunRow[];
  mixedMemory?: Record<string, [number, number][]>;
  /** Each instance's heap, external memory and RSS as it reports them, every 5 s of the morning. */
  mixedHeap?: Record<string, HeapSample[]>;
  faults?: FaultReport & { loadStart: number; loadEnd: number };
  /** EXPLAIN ANALYZE of the filter, the exports and the leader's reads on PostgreSQL at the campaign's size. */
  explain?: { loadAverage: number; queries: ExplainedQuery[] };
  /** Family messages at the campaign's size: queued, then sent beside deliveries (PostgreSQL). */
  messages?: MessagesFigures & { loadStart: number; loadEnd: number };
  /** Pass/fail checks (the faults), read by scripts/test-summary.mjs. */
  checks: { name: string; passed: boolean; problems: string[] }[];
}

async function main(): Promise<number> {
  if (args.render) {
    const earlier = JSON.parse(fs.readFileSync(args.render, 'utf8')) as Output;
    console.log(table(earlier.rows));
    if (args.chart)
      fs.writeFileSync(
        args.chart,
        latencyChart(
          earlier.rows,
          `Latency against load, this 2-core machine (${earlier.startedAt.slice(0, 10)})`,
        ),
      );
    return 0;
  }
  const output: Output = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    shape,
    rows: [],
    checks: [],
  };
  let exitCode = 0;
  console.log(
    `bench:load — load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(
        ' ',
      )} at the start${load1() > BUSY_LOAD ? ' (the machine is busy: figures will be low)' : ''}`,
  );
  for (const kind of topologies) {
    const wanted = scenarios.filter(
      (name) =>
        !(['mixed', 'faults'].includes(name) && kind !== 'balanced') &&
        !(['explain', 'messages'].includes(name) && kind !== 'postgres'),
    );
    if (wanted.length === 0) continue;
    console.log(
      `\n— topology ${kind}: seeding ${shape.totalDonations} donations, ${shape.leaders} leaders…`,
    );
    let accounts: BenchAccounts | undefined;
    const topology = await startTopology(kind, {
      seed: async (db, protection) => {
        accounts = await seedCampaign(db, protection, shape, new Date());
      },
      // Messages go whatever the hour, and the day's cap does not stop the run.
      ...(wanted.includes('messages')
        ? {
            env: {
              MESSAGE_SENDING_HOURS: '0-24',
              MESSAGE_DAILY_CAP: '10000000',
              ...(process.env.BENCH_INSTANCE_NODE_OPTIONS
                ? { NODE_OPTIONS: process.env.BENCH_INSTANCE_NODE_OPTIONS }
                : {}),
            },
          }
        : {}),
    });
    console.log(`  instances on ${topology.allocator}'s allocator`);
    try {
      const ctx = await context(topology, accounts!);
      const rows = output.rows;
      for (const name of wanted) {
        if (name === 'reads')
          for (const c of [4, 16, 64])
            await measured(topology, rows, () => readsScenario(ctx, c, seconds));
        if (name === 'deliveries')
          for (const c of [4, 8, 16, 32])
            await measured(topology, rows, () =>
              uploadScenario(ctx, {
                scenario: 'deliveries',
                kind: 'deliver',
                concurrency: c,
                seconds,
                bytesPerSecond: Infinity,
              }),
            );
        if (name === 'receipts')
          await measured(topology, rows, () =>
            uploadScenario(ctx, {
              scenario: 'receipts',
              kind: 'receive',
              concurrency: 16,
              seconds,
              bytesPerSecond: Infinity,
            }),
          );
        if (name === 'sign-ins')
          for (const c of [2, 8])
            await measured(topology, rows, () => signInsScenario(ctx, c, seconds));
        if (name === 'slow')
          await measured(topology, rows, () =>
            uploadScenario(ctx, {
              scenario: 'slow clients 750 kbps',
              kind: 'deliver',
              concurrency: 64,
              seconds,
              bytesPerSecond: PHONE_UPLOAD_BYTES_PER_SECOND,
            }),
          );
        if (name === 'admin') await measured(topology, rows, () => adminScenario(ctx, 4, seconds));
        if (name === 'explain') {
          const db = await topology.openDb();
          try {
            output.explain = {
              loadAverage: load1(),
              queries: await explainQueries(db, topology.protection, ctx.accounts),
            };
          } finally {
            await db.close();
          }
          console.log(
            `  EXPLAIN ANALYZE at ${shape.totalDonations} donations (load average ${output.explain.loadAverage}):`,
          );
          for (const query of output.explain.queries) {
            const scans = query.statements.flatMap((statement) => statement.seqScans);
            console.log(
              `  ${query.name.padEnd(42)} ${String(query.totalMs).padStart(8)} ms  ${query.statements.map((s) => s.plan).join(' | ')}${scans.length ? `  SEQ SCAN ${scans.join(', ')}` : ''}`,
            );
          }
        }
        if (name === 'mixed') {
          const watch = watchProcesses(watched(topology), 5_000);
          const heaps = watchHeaps(
            topology.instances.map(({ name, url }) => ({ name, url })),
            topology.metricsToken,
          );
          const machine = watchMachine(os.cpus().length);
          const loadStart = load1();
          const minutes = Number(args['mixed-minutes']);
          const result = await mixedScenario(ctx, {
            scenario: 'mixed',
            leaders: 120,
            thinkMs: 8_000,
            seconds: minutes * 60,
            signInsPerSecond: 1,
            adminFilterEveryMs: 3_000,
            exportEveryMs: 120_000,
            slowShare: 0.5,
            drainMs: 60_000,
          });
          const processes = watch.stop();
          const other = otherWork(machine.busyCores(), processes);
          output.mixedMemory = Object.fromEntries(processes.map((p) => [p.name, p.rssSeries]));
          output.mixedHeap = await heaps.stop();
          for (const [instance, samples] of Object.entries(output.mixedHeap)) {
            const slope = (pick: (sample: HeapSample) => number) =>
              `${secondHalfSlope(samples, pick) ?? '?'} MB/min`;
            console.log(
              `  ${instance} over the second half (per-minute floors): RSS ${slope((s) => s.rssMb)}, heap ${slope((s) => s.heapUsedMb)}, external ${slope((s) => s.externalMb)}; at the end RSS ${samples.at(-1)?.rssMb} MB, heap ${samples.at(-1)?.heapUsedMb} MB`,
            );
          }
          for (const figures of result.figures) {
            const row: RunRow = {
              ...figures,
              processes: processes.map(({ rssSeries: _s, ...p }) => p),
              loadStart,
              loadEnd: load1(),
              ...other,
            };
            rows.push(row);
            console.log(table([row]).split('\n')[1]);
          }
          if (result.stillQueued > 0)
            console.log(`  ${result.stillQueued} deliveries still queued after the drain`);
        }
        if (name === 'messages') {
          const loadStart = load1();
          let figures: MessagesFigures | undefined;
          await measured(topology, rows, async () => {
            figures = await messagesScenario(ctx, {
              count: Number(process.env.BENCH_MESSAGES ?? 100_000),
              seconds,
              concurrency: 8,
              rounds: Number(process.env.BENCH_MESSAGES_ROUNDS ?? 3),
              watched: watched(topology),
            });
            return figures.runs.map((r) => r.figures);
          });
          const m = figures!;
          output.messages = { ...m, loadStart, loadEnd: load1() };
          const effectText = (e: SendsEffect) =>
            `${e.deliveriesSlowerPercent}% fewer deliveries/s, p50 ×${e.p50Ratio}, p95 ×${e.p95Ratio}`;
          console.log(
            `  messages: ${m.queued} queued by the job in ${m.queueSeconds} s (${m.queuedPerSecond}/s); ${m.queuedOneByOne} deliveries one a transaction at ${m.oneByOnePerSecond}/s, their messages all queued ${m.oneByOneQueuedSeconds} s from the first (${m.oneByOneLagSeconds} s after the last commit); ${m.sentWhileQueueing} sent meanwhile; ${m.sentDuringDeliveries} sent beside deliveries, ${m.sentPerSecond}/s`,
          );
          for (const r of m.runs)
            console.log(
              `  ${r.sending ? `sending (${r.sent})` : 'no sends'}: ${r.figures.unitsPerSecond} deliveries/s, p50 ${r.figures.p50Ms} ms, p95 ${r.figures.p95Ms} ms; cores ${coresText(r.cores)}; other work ${r.otherCores}`,
            );
          m.pairs.forEach((pair, i) =>
            console.log(`  sends ${i + 1} against the runs beside: ${effectText(pair)}`),
          );
          console.log(`  all sends against all without: ${effectText(m.overall)}`);
          console.log(
            `  sends alone: ${m.sendsAlone.sentPerSecond}/s; cores ${coresText(m.sendsAlone.cores)} (idle before: ${coresText(m.sendsAlone.idleCores)}); load average ${loadStart} → ${load1()}`,
          );
        }
        if (name === 'faults') {
          const loadStart = load1();
          console.log(
            `  faults: ${FAULTS.join(', ')}, ${faultSeconds} s each (load average ${loadStart})`,
          );
          const report = await runFaults(ctx, {
            faults: FAULTS,
            windowSeconds: faultSeconds,
            faultAtSeconds: Math.min(10, faultSeconds / 6),
            // The short form (CI) offers about 6 deliveries/s, a third of what two quiet cores record,
            // so a busy CI machine still drains; the drain ends as soon as every outbox is empty.
            mixed: {
              leaders: short ? 24 : 40,
              thinkMs: short ? 4_000 : 3_000,
              signInsPerSecond: 0.5,
              adminFilterEveryMs: 5_000,
              exportEveryMs: 1e9,
              slowShare: 0.25,
              drainMs: FAULT_DRAIN_MS,
            },
          });
          output.faults = { ...report, loadStart, loadEnd: load1() };
          for (const window of report.windows) {
            const { ledger } = window;
            console.log(
              `  ${window.fault.padEnd(17)} at ${window.atSeconds} s for ${window.lastedSeconds} s: sent ${ledger.sent}, recorded once ${ledger.recordedOnce} (${ledger.retriedThenRecorded} after a resend with the same key), lost ${ledger.lost}, doubled ${ledger.doubled}, refused ${ledger.refused}, queued ${ledger.stillQueued}; accepted after the fault ${window.acceptedAfterFault}; instances restarted ${window.instancesRestarted}; server 500 ${ledger.server500}, 503 ${ledger.server503} ${JSON.stringify(ledger.unavailable)}; phones' answers ${JSON.stringify(window.statuses)}`,
            );
          }
          const { total } = report;
          console.log(
            `  all faults: sent ${total.sent}, recorded once ${total.recordedOnce}, lost ${total.lost}, doubled ${total.doubled}, 500s on the server ${total.server500} (503s ${total.server503}), orphan photos ${total.orphanPhotos}, longest wait in an outbox ${report.longestWaitSeconds} s; load average ${loadStart} → ${load1()}`,
          );
          const checks = faultChecks(report);
          output.checks.push(...checks);
          for (const check of checks)
            console.log(
              `  ${check.passed ? 'ok  ' : 'FAIL'} ${check.name}${check.problems.length ? `: ${check.problems.join('; ')}` : ''}`,
            );
          if (checks.some((check) => !check.passed)) exitCode = 1;
        }
      }
    } finally {
      await topology.close();
    }
  }

  console.log(`\n${table(output.rows)}`);
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  fs.mkdirSync(path.dirname(args.out!), { recursive: true });
  fs.writeFileSync(args.out!, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`figures: ${path.relative(root, args.out!)}`);
  if (args.chart) {
    fs.writeFileSync(
      args.chart,
      latencyChart(
        output.rows,
        `Latency against load, this 2-core machine (${output.startedAt.slice(0, 10)})`,
      ),
    );
    console.log(`chart: ${path.relative(root, args.chart)}`);
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
