// The transparency snapshot job at scale: `npm run bench:transparency`. A throwaway PostgreSQL 15
// cluster (durable, as production runs it) is migrated and given the campaign of
// scripts/overview-scale-seed.ts (100,000 donations, 1,000,000 cards, in SQL) plus 10,000
// complaints, then the job's work is timed: the daily snapshot (takeSnapshot, as the
// 'transparency-snapshot' job calls it) right after the seed, when the overview's summary has not
// caught up with any donation, then once the summary is up to date, and one 'Pacote''s donor
// report's figures. BENCH_RUNS (default 3) runs each; the median is printed with
// the load average beside it: the machine is shared (docs/reports/2026-11-29-transparency.md).
import { loadavg } from 'node:os';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import { migrate } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/privacy/code-migrations.ts';
import { generateKeyring } from '#server/privacy/data-keys.ts';
import { DataProtection } from '#server/privacy/data-protection.ts';
import { refreshOverviewSummary } from '#server/domain/donations/donation-summary.ts';
import { takeSnapshot } from '#server/domain/transparency/snapshots.ts';
import { publicFigures, rawFigures } from '#server/domain/transparency/transparency-figures.ts';
import { startPostgresCluster } from '#tests/support/postgres-cluster.ts';
import { seedScale } from './overview-scale-seed.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPLAINTS = 10_000;
const BUDGET_S = 30;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

console.log(`bench:transparency, ${RUNS} runs each, load average ${load()} at the start`);
const cluster = await startPostgresCluster({ durable: true });
try {
  const db = await openPostgresDb(await cluster.createDatabase());
  const protection = new DataProtection(generateKeyring());
  await migrate(db, codeMigrations(protection));
  console.log(
    `seeding 100,000 donations, 1,000,000 cards, ${COMPLAINTS} complaints (load ${load()})`,
  );
  const seeded = await seedScale(db, protection, new Date());
  // Every category and stage, a tenth answered, tied to the campaign's donations so a
  // 'Pacote' has its own; written straight into the table, as only counts are read.
  await db.query(
    `INSERT INTO complaints (id, protocol, category, channel, anonymous, donation_id, created_at, due_at,
                             stage, stage_at, sensitive, answered_at)
     SELECT gen_random_uuid(),
            'OUV-' || (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + (g / (32 ^ k)::int) % 32, 1), '' ORDER BY k DESC)
                         FROM generate_series(0, 5) AS k),
            (ARRAY['notReceived','cardProblem','chargedForCard','leaderConduct','question','suggestion','other'])[1 + g % 7],
            'web', true, 'ES-' || lpad((1 + g * 7 % 100000)::text, 17, '0'),
            now() - (g % 50) * interval '1 day', now() - (g % 50) * interval '1 day' + interval '10 days',
            CASE WHEN g % 10 = 0 THEN 'answered' ELSE 'new' END, now(), false,
            CASE WHEN g % 10 = 0 THEN now() - (g % 50) * interval '1 day' + (g % 9) * interval '1 day' END
       FROM generate_series(1, $1::int) AS g`,
    [COMPLAINTS],
  );
  await db.exec('ANALYZE');
  console.log(`  seeded in ${seeded.toFixed(0)} s (load ${load()})`);
  const day = 24 * 60 * 60 * 1000;
  let clock = Date.now();
  const daily = async () => {
    clock += day;
    const entry = await takeSnapshot(db, new Date(clock), { daily: true });
    if (!entry) throw new Error('the daily snapshot was not written');
  };
  const timeRuns = async (label: string, run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let n = 0; n < RUNS; n += 1) times.push(await timed(run));
    console.log(
      `${label}: ${seconds(median(times))} s median (${times.map(seconds).join(', ')}) load ${load()}`,
    );
    return times;
  };

  // Just seeded, every donation is marked changed: the overview's summary has not caught up.
  const stale = await timeRuns('daily snapshot, summary not caught up', daily);
  const summaryMs = await timed(() => refreshOverviewSummary(db));
  console.log(
    `  (the overview's own summary of every donation, for comparison: ${seconds(summaryMs)} s, load ${load()})`,
  );
  const fresh = await timeRuns('daily snapshot, summary up to date', daily);
  const [pacote] = await db.query<{ id: string }>(
    `SELECT id FROM loads WHERE file_name LIKE 'pacote-escala-%' ORDER BY file_name LIMIT 1`,
  );
  await timeRuns("one 'Pacote''s donor report figures", async () =>
    publicFigures(await rawFigures(db, { kind: 'package', loadId: pacote!.id })),
  );
  const worst = Math.max(...fresh, ...stale) / 1000;
  console.log(
    worst <= BUDGET_S
      ? `within the ${BUDGET_S} s budget (slowest run ${worst.toFixed(2)} s)`
      : `OVER the ${BUDGET_S} s budget (slowest run ${worst.toFixed(2)} s)`,
  );
  await db.close();
} finally {
  await cluster.stop();
}
