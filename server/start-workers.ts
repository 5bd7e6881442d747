import type { AppDeps } from './http/env.ts';
import { generateReport, type ReportJob } from './domain/reports/report-generation.ts';
import { runChargeFailed, runChargeJob, type ChargeJob } from './domain/charges/charge-job.ts';
import { removeStaleSpools } from './domain/charges/charge-spool.ts';
import { runOverviewRefresh } from './domain/donations/summary-freshness.ts';
import { JOBS } from './jobs/server-jobs.ts';
import { pacer } from './jobs/pacer.ts';
import { startPrivacyWorkers } from './privacy-workers.ts';
import { takeSnapshot } from './domain/transparency/snapshots.ts';
import { sendFamilyMessages, type SendJob } from './domain/messages/message-sending.ts';
import { openMessageProvider } from './domain/messages/open-provider.ts';
import { queueAwaitedMessages } from './domain/messages/message-queue.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Part of the composition root: it joins the queue (jobs/, a port) to the domain's handlers. */
export async function startWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<ReportJob>(JOBS.generateReport.name, (run) => generateReport(deps, run));
  // Spools a stopped instance left (families' data, sealed) go at the next start, not the next charge.
  await removeStaleSpools(deps.config.dataDir);
  await deps.jobs.work<ChargeJob>(JOBS.applyCharge.name, (run) => runChargeJob(deps, run));
  await deps.jobs.work<ChargeJob>(JOBS.chargeFailed.name, (run) => runChargeFailed(deps, run));
  await startPrivacyWorkers(deps);
  await deps.jobs.work(JOBS.refreshOverview.name, () => runOverviewRefresh(deps));
  // Looks hourly, first run after an hour: at start it would rewrite the summary behind the first
  // requests.
  await deps.jobs.work(JOBS.transparencySnapshot.name, async () => {
    await takeSnapshot(deps.db, deps.now(), { daily: true });
    await deps.jobs.sendOnce(JOBS.transparencySnapshot.name, {}, new Date(Date.now() + HOUR_MS));
  });
  await deps.jobs.sendOnce(JOBS.transparencySnapshot.name, {}, new Date(Date.now() + HOUR_MS));
  await deps.jobs.work(JOBS.queueFamilyMessages.name, () =>
    queueAwaitedMessages(deps).then(() => {}),
  );
  // Vouchers a stopped instance's deliveries marked, whose request went with it.
  await deps.jobs.sendOnce(JOBS.queueFamilyMessages.name, {}, new Date());
  const provider = openMessageProvider(deps);
  // A job carries up to 50 messages; the pace is per instance, across its jobs.
  const pace = pacer(deps.config.messages.sendRate);
  await deps.jobs.work<SendJob>(JOBS.sendFamilyMessage.name, (run) =>
    sendFamilyMessages(deps, provider, run, pace),
  );
}
