import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { JobQueue, JobRun } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import { describeForLog, log } from '../../log.ts';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { toIsoRequired } from '../shared/timestamps.ts';
import { announceLoadFinished } from './load-completion.ts';
import { failLoad, processLoad } from './load-processor.ts';
import { findPendingLoad, insertPendingLoad } from './load-queries.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

export interface LoadJobDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  now: () => Date;
  protection: DataProtection;
}

export interface LoadJob {
  loadId: string;
}

export interface Upload {
  type: ChargeType;
  /** Shown in the list only; never part of a path. */
  fileName: string;
  bytes: Uint8Array;
  userId: string;
}

/**
 * Stores the file, then records the load 'Em processamento' and, in the same transaction, the
 * durable job that loads it. Returns the load's id.
 */
export async function startLoad(deps: LoadJobDeps, upload: Upload): Promise<string> {
  const id = randomUUID();
  const fileId = await deps.files.save(upload.bytes, 'text/csv', upload.fileName);
  try {
    await deps.db.transaction(async (tx) => {
      await insertPendingLoad(tx, { id, fileName: upload.fileName, type: upload.type, fileId, createdBy: upload.userId, createdAt: deps.now() });
      await deps.jobs.send(JOBS.processLoad.name, { loadId: id } satisfies LoadJob, tx);
    });
  } catch (error) {
    await deps.files.remove(fileId).catch(() => undefined);
    throw error;
  }
  deps.jobs.nudge(JOBS.processLoad.name);
  return id;
}

/**
 * The job: reads the stored file and loads it (all or nothing). A failure throws so the queue
 * tries again; after the last try the load is 'Erro no processamento'. The file is removed once
 * the load has its final status: it holds CPFs and is not needed any more.
 */
export async function runLoadJob(deps: LoadJobDeps, { data, finalAttempt }: JobRun<LoadJob>): Promise<void> {
  const load = await findPendingLoad(deps.db, data.loadId);
  if (load === null || load.status !== CHARGE_STATUS.processing) return;
  try {
    const stored = load.file_id === null ? null : await deps.files.read(load.file_id);
    if (stored === null) throw new Error('the charge file is missing from the file store');
    const file = new Blob([stored.bytes.slice()]);
    const pending = { id: load.id, type: load.type, uploadedAt: new Date(toIsoRequired(load.created_at)) };
    await processLoad(deps.db, deps.protection, pending, () => file.stream());
  } catch (error) {
    log.error('charge load failed', { loadId: load.id, finalAttempt, error: describeForLog(error) });
    if (!finalAttempt) throw error;
    await failLoad(deps.db, load.id);
    await finished(deps, load.file_id, load.id);
    throw error;
  }
  await finished(deps, load.file_id, load.id);
}

async function finished(deps: LoadJobDeps, fileId: string | null, loadId: string): Promise<void> {
  // Removed before the waiting upload answers, so nothing of the file outlives the answer.
  if (fileId !== null) await deps.files.remove(fileId).catch((error: unknown) => log.warn('charge file not removed', { loadId, error: describeForLog(error) }));
  announceLoadFinished(loadId);
}
