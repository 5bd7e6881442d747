import type { DonationFilter } from '#contract/donation-filter.ts';
import type { Db } from '../../db/db.ts';
import { describeForLog, log } from '../../log.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { refreshOverviewSummary } from './donation-summary.ts';

/** A charge or a migration dirties far more: those go to the background job. */
export const INLINE_REFRESH_LIMIT = 1000;
const REQUEST_EVERY_MS = 30_000;
const lastRequest = new WeakMap<JobQueue, number>();

export function readsOverviewSummary(filter: DonationFilter): boolean {
  return (
    filter.anomaly !== undefined ||
    filter.cards !== undefined ||
    filter.familyAnswer !== undefined ||
    filter.deliveredFrom !== undefined ||
    filter.deliveredTo !== undefined
  );
}

export async function freshSummary(deps: {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}): Promise<number> {
  const left = await refreshOverviewSummary(deps.db, INLINE_REFRESH_LIMIT);
  if (left > 0) requestBackgroundRefresh(deps.jobs, deps.now());
  return left;
}

export function requestBackgroundRefresh(jobs: JobQueue, now: Date): void {
  const time = now.getTime();
  const last = lastRequest.get(jobs);
  if (last !== undefined && Math.abs(time - last) < REQUEST_EVERY_MS) return;
  lastRequest.set(jobs, time);
  jobs.send(JOBS.refreshOverview.name, {}).then(
    () => jobs.nudge(JOBS.refreshOverview.name),
    (error: unknown) =>
      log.error('overview refresh job not sent', { error: describeForLog(error) }),
  );
}

export async function runOverviewRefresh(deps: { db: Db }): Promise<void> {
  const left = await refreshOverviewSummary(deps.db);
  log.info('overview summary refreshed', { left });
}
