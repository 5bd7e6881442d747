import type { AppDeps } from './http/env.ts';
import { generateReport, type ReportJob } from './domain/reports/report-generation.ts';
import { runLoadFailed, runLoadJob, type LoadJob } from './domain/charges/load-job.ts';
import { removeStaleSpools } from './domain/charges/load-spool.ts';
import { runOverviewRefresh } from './domain/donations/summary-freshness.ts';
import { JOBS } from './jobs/server-jobs.ts';
import { startPrivacyWorkers } from './privacy-workers.ts';
import { takeSnapshot } from './domain/transparency/snapshots.ts';
import { sendFamilyMessage, type SendJob } from './domain/messages/message-sending.ts';
import { openMessageProvider } from './domain/messages/open-provider.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes this instance take jobs from the queues (every instance does; one job runs once). Part of
 * the composition root, beside server-deps.ts: it joins the queue (jobs/, a port) to the domain's
 * handlers, so neither knows the other.
 */
export async function startWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<ReportJob>(JOBS.generateReport.name, (run) => generateReport(deps, run));
  // Spools a stopped instance left (families' data, sealed) go at the next start, not the next load.
  await removeStaleSpools(deps.config.dataDir);
  await deps.jobs.work<LoadJob>(JOBS.processLoad.name, (run) => runLoadJob(deps, run));
  await deps.jobs.work<LoadJob>(JOBS.loadFailed.name, (run) => runLoadFailed(deps, run));
  await startPrivacyWorkers(deps);
  await deps.jobs.work(JOBS.refreshOverview.name, () => runOverviewRefresh(deps));
  // The day's public snapshot: written once a São Paulo day; the job looks every hour (a run
  // that finds the day's snapshot stops at once) and each run schedules the next. The first run
  // waits an hour rather than running at start, where it would rewrite the donations' summary
  // behind the first requests; until then the page's first read writes the day's snapshot.
  await deps.jobs.work(JOBS.transparencySnapshot.name, async () => {
    await takeSnapshot(deps.db, deps.now(), { daily: true });
    await deps.jobs.sendOnce(JOBS.transparencySnapshot.name, {}, new Date(Date.now() + HOUR_MS));
  });
  await deps.jobs.sendOnce(JOBS.transparencySnapshot.name, {}, new Date(Date.now() + HOUR_MS));
  const provider = openMessageProvider(deps);
  // A campaign's day sends thousands: one job per poll would cap it at two messages a second.
  // Half the pool at most, so deliveries still find connections while a backlog is sent.
  await deps.jobs.work<SendJob>(
    JOBS.sendFamilyMessage.name,
    (run) => sendFamilyMessage(deps, provider, run),
    { batchSize: 50, parallel: 5 },
  );
}
