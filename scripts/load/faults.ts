/**
 * Faults under load on the balanced topology: the campaign morning runs while, one window each,
 * an instance is killed with SIGKILL (and started again 5 s later, as an orchestrator would),
 * PostgreSQL is stopped for 10 s, the S3 store stops answering for 30 s, and an instance gets
 * SIGTERM (graceful drain, then started again). Afterwards every delivery the outboxes made is
 * counted on the server: recorded exactly once, nothing lost, nothing doubled, no 500.
 */
import type { BenchContext } from './bench-context.ts';
import { sleep } from './bench-context.ts';
import { countOnServer, type Ledger } from './ledger.ts';
import { mixedScenario, type MixedRun } from './scenarios/mixed.ts';
import type { ScenarioFigures } from './recorder.ts';
import type { Topology } from './topology.ts';

export const FAULTS = ['kill-9', 'postgres-restart', 's3-unreachable', 'sigterm'] as const;
export type FaultName = (typeof FAULTS)[number];

export interface FaultWindow {
  fault: FaultName;
  /** Seconds into the window when the fault began, and how long it lasted. */
  atSeconds: number;
  lastedSeconds: number;
  statuses: Record<string, number>;
  ledger: Ledger;
  /** Instances whose process changed while the fault lasted without the fault being theirs (an app restart). */
  instancesRestarted: number;
  /** Deliveries of the window the server accepted after the fault ended: it recovered. */
  acceptedAfterFault: number;
}

export interface FaultReport {
  windows: FaultWindow[];
  figures: ScenarioFigures[];
  total: Ledger;
  /** The longest a delivery waited in an outbox before the server had it, seconds. */
  longestWaitSeconds: number;
}

async function inject(topology: Topology, fault: FaultName): Promise<void> {
  const [first, second] = topology.instances;
  if (!first || !second || !topology.postgres || !topology.s3)
    throw new Error('faults need the balanced topology');
  switch (fault) {
    case 'kill-9':
      await first.signal('SIGKILL');
      await sleep(5_000);
      await first.start();
      return;
    case 'postgres-restart':
      await topology.postgres.restart(10_000);
      return;
    case 's3-unreachable':
      topology.s3.cut();
      await sleep(30_000);
      topology.s3.restore();
      return;
    case 'sigterm':
      await second.signal('SIGTERM');
      await second.start();
      return;
  }
}

export interface FaultOptions {
  faults: readonly FaultName[];
  windowSeconds: number;
  /** When in its window each fault starts. */
  faultAtSeconds: number;
  mixed: Omit<MixedRun, 'scenario' | 'seconds' | 'phase' | 'tap'>;
}

export async function runFaults(ctx: BenchContext, options: FaultOptions): Promise<FaultReport> {
  const started = performance.now();
  const windowOf = (at: number) =>
    Math.min(
      options.faults.length - 1,
      Math.floor((at - started) / (options.windowSeconds * 1000)),
    );
  const phase = () => options.faults[windowOf(performance.now())]!;
  const statuses = new Map<string, Map<number, number>>(
    options.faults.map((fault) => [fault, new Map()]),
  );
  const startedAt = Date.now();
  const timings = new Map<
    FaultName,
    { at: number; lasted: number; endedAt: number; instancesRestarted: number }
  >();
  const pids = () =>
    ctx.topology.instances.map((instance) => (instance.running() ? instance.pid() : null));

  const schedule = (async () => {
    for (const [i, fault] of options.faults.entries()) {
      const at = started + (i * options.windowSeconds + options.faultAtSeconds) * 1000;
      await sleep(Math.max(0, at - performance.now()));
      const begun = performance.now();
      console.log(`  fault ${fault} at ${Math.round((begun - started) / 1000)} s`);
      const before = pids();
      await inject(ctx.topology, fault);
      // kill -9 and SIGTERM restart their own instance; any other change is the app restarting.
      const own = fault === 'kill-9' ? 0 : fault === 'sigterm' ? 1 : -1;
      const instancesRestarted = pids().filter((pid, n) => n !== own && pid !== before[n]).length;
      const endedAt = performance.now();
      timings.set(fault, {
        at: (begun - started) / 1000 - i * options.windowSeconds,
        lasted: (endedAt - begun) / 1000,
        endedAt,
        instancesRestarted,
      });
    }
  })();
  const result = await mixedScenario(ctx, {
    ...options.mixed,
    scenario: 'faults',
    seconds: options.windowSeconds * options.faults.length,
    phase,
    tap: (status) => {
      const counts = statuses.get(phase())!;
      counts.set(status, (counts.get(status) ?? 0) + 1);
    },
  });
  await schedule;

  const db = await ctx.topology.openDb();
  const logs = ctx.topology.instances.map((instance) => instance.logFile);
  try {
    const windows: FaultWindow[] = [];
    const windowMs = options.windowSeconds * 1000;
    for (const [i, fault] of options.faults.entries()) {
      const timing = timings.get(fault) ?? {
        at: 0,
        lasted: 0,
        endedAt: Infinity,
        instancesRestarted: 0,
      };
      const commands = result.commands.filter((command) => command.phase === fault);
      // The instances' own log lines of the window (the last one keeps the drain).
      const span = {
        files: logs,
        from: startedAt + i * windowMs,
        to: i === options.faults.length - 1 ? Infinity : startedAt + (i + 1) * windowMs,
      };
      windows.push({
        fault,
        atSeconds: Math.round(timing.at * 10) / 10,
        lastedSeconds: Math.round(timing.lasted * 10) / 10,
        statuses: Object.fromEntries(
          [...statuses.get(fault)!.entries()]
            .sort(([a], [b]) => a - b)
            .map(([status, n]) => [String(status), n]),
        ),
        ledger: await countOnServer(db, commands, span),
        instancesRestarted: timing.instancesRestarted,
        acceptedAfterFault: commands.filter(
          (command) => command.acceptedAt !== null && command.acceptedAt > timing.endedAt,
        ).length,
      });
    }
    const waits = result.commands
      .filter((command) => command.acceptedAt !== null)
      .map((command) => command.acceptedAt! - command.enqueuedAt);
    return {
      windows,
      figures: result.figures,
      total: await countOnServer(db, result.commands, {
        files: logs,
        from: startedAt,
        to: Infinity,
      }),
      longestWaitSeconds: Math.round(Math.max(0, ...waits) / 100) / 10,
    };
  } finally {
    await db.close();
  }
}
