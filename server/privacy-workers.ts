import type { AppDeps } from './http/env.ts';
import { JOBS } from './jobs/server-jobs.ts';
import { log } from './log.ts';
import { runRetention } from './domain/retention/retention.ts';
import { verifyAccessLog } from './domain/access-log/access-log-chain.ts';
import {
  expireCompleteExport,
  expireCompleteExports,
  type CompleteExportExpiry,
} from './domain/reports/complete-export.ts';
import { rotateDataKeys, rotationPending } from './key-rotation.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function syncPrivacySettings(deps: Pick<AppDeps, 'db' | 'config'>): Promise<void> {
  const { duplicateWindowDays, retentionDays } = deps.config.privacy;
  await deps.db.query(
    'UPDATE privacy_settings SET duplicate_window_days = $1, retention_days = $2',
    [duplicateWindowDays, retentionDays],
  );
}

/** Every instance works the queues; a job runs once. */
export async function startPrivacyWorkers(deps: AppDeps): Promise<void> {
  const { jobs } = deps;
  // When to run is the queue's business in real time; what a run does uses deps.now, which tests
  // move.
  const nextDay = () => new Date(Date.now() + DAY_MS);
  const now = () => new Date();

  await jobs.work(JOBS.retention.name, async () => {
    await runRetention(
      deps,
      { ...deps.config.privacy, messageRetentionDays: deps.config.messages.retentionDays },
      deps.now(),
    );
    await expireCompleteExports(deps, deps.now());
    await jobs.sendOnce(JOBS.retention.name, {}, nextDay());
  });
  await jobs.work(JOBS.verifyAccessLog.name, async () => {
    const check = await verifyAccessLog(deps.db);
    if (check.intact) log.info('access log intact', { entries: check.entries, head: check.head });
    else log.error('access log chain broken', { entries: check.entries, brokenAt: check.brokenAt });
    await jobs.sendOnce(JOBS.verifyAccessLog.name, {}, nextDay());
  });
  await jobs.work(JOBS.rotateKeys.name, async () => {
    await rotateDataKeys(deps, deps.now());
  });
  await jobs.work<CompleteExportExpiry>(JOBS.expireCompleteExport.name, async ({ data }) => {
    await expireCompleteExport(deps, data.reportId, deps.now());
  });

  await jobs.sendOnce(JOBS.retention.name, {}, now());
  await jobs.sendOnce(JOBS.verifyAccessLog.name, {}, now());
  if (await rotationPending(deps)) await jobs.sendOnce(JOBS.rotateKeys.name, {}, now());
}
