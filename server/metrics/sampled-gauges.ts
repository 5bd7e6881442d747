import type { Db } from '../db/db.ts';
import { JOBS } from '../jobs/server-jobs.ts';
import { describeForLog, log } from '../log.ts';
import type { ServerMetrics } from './server-metrics.ts';

const QUEUES = Object.values(JOBS).map((job) => job.name);

type QueueRow = { name: string; waiting: number; active: number; oldest_seconds: number | null };

async function sampleQueues(db: Db, metrics: ServerMetrics): Promise<void> {
  const rows = await db.query<QueueRow>(
    `SELECT name,
            count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
            count(*) FILTER (WHERE state = 'active')::int AS active,
            extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry')))::float8 AS oldest_seconds
       FROM pgboss.job
      WHERE name = ANY($1::text[]) AND state < 'completed'
      GROUP BY name`,
    [QUEUES],
  );
  for (const queue of QUEUES) {
    const row = rows.find((candidate) => candidate.name === queue);
    metrics.jobsWaiting.set({ queue }, Number(row?.waiting ?? 0));
    metrics.jobsActive.set({ queue }, Number(row?.active ?? 0));
    metrics.oldestJobSeconds.set({ queue }, Number(row?.oldest_seconds ?? 0));
  }
}

/**
 * A database that does not answer leaves the queue gauges as they were; the scrape still answers.
 */
export async function sampleGauges(db: Db, metrics: ServerMetrics): Promise<void> {
  const pool = db.poolStats?.();
  if (pool) {
    metrics.poolConnections.set({ state: 'in_use' }, pool.total - pool.idle);
    metrics.poolConnections.set({ state: 'idle' }, pool.idle);
    metrics.poolConnections.set({ state: 'waiting' }, pool.waiting);
    metrics.poolMax.set(pool.max);
  }
  try {
    await sampleQueues(db, metrics);
  } catch (error) {
    log.warn('metrics: job queue not sampled', { error: describeForLog(error) });
  }
}
