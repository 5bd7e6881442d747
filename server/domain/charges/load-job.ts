import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { JobQueue, JobRun } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import { describeForLog, log } from '../../log.ts';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import { announceLoadFinished } from './load-completion.ts';
import { failLoad, processLoad } from './load-processor.ts';
import { removeStaleSpools } from './load-spool.ts';
import { openCsvInWorker } from './csv-worker-client.ts';
import { CsvWorkerStopped } from './csv-worker-pool.ts';
import { storedFile } from './csv-file-passes.ts';
import type { ServerConfig } from '../../config/config.ts';
import { findPendingLoad, insertPendingLoad } from './load-queries.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

export interface LoadJobDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  now: () => Date;
  protection: DataProtection;
  config: Pick<ServerConfig, 'loadJobBudgetMs' | 'dataDir'>;
}

export interface LoadJob {
  loadId: string;
}

export interface Upload {
  type: ChargeType;
  fileName: string;
  fileId: string;
  userId: string;
}

export async function startLoad(deps: LoadJobDeps, upload: Upload): Promise<string> {
  const id = randomUUID();
  const { fileId } = upload;
  try {
    await deps.db.transaction(async (tx) => {
      await insertPendingLoad(tx, {
        id,
        fileName: upload.fileName,
        type: upload.type,
        fileId,
        createdBy: upload.userId,
        createdAt: deps.now(),
      });
      await deps.jobs.send(JOBS.processLoad.name, { loadId: id } satisfies LoadJob, tx);
    });
  } catch (error) {
    await deps.files.remove(fileId).catch(() => undefined);
    throw error;
  }
  deps.jobs.nudge(JOBS.processLoad.name);
  return id;
}

export const LOAD_TIMED_OUT_MESSAGE =
  'O arquivo levou tempo demais para ser processado; nada foi aplicado. Divida a planilha em arquivos menores e envie novamente.';
export const LOAD_LOST_MESSAGE =
  'O processamento foi interrompido em todas as tentativas; nada foi aplicado. Envie o arquivo novamente ou divida-o em arquivos menores.';

/**
 * Read in a worker under the try's budget; the file holds CPFs and is removed once the load has its
 * status.
 */
export async function runLoadJob(
  deps: LoadJobDeps,
  { data, finalAttempt }: JobRun<LoadJob>,
): Promise<void> {
  const load = await findPendingLoad(deps.db, data.loadId);
  if (load === null || load.status !== CHARGE_STATUS.processing) return;
  try {
    await removeStaleSpools(deps.config.dataDir);
    if (load.file_id === null) throw new Error('the charge file is missing from the file store');
    const { opening, close } = await openCsvInWorker(
      storedFile(deps.files, load.file_id),
      deps.config.loadJobBudgetMs,
    );
    try {
      const pending = {
        id: load.id,
        type: load.type,
        uploadedAt: new Date(toIsoRequired(load.created_at)),
      };
      await processLoad(deps.db, deps.protection, pending, opening, deps.config.dataDir);
    } finally {
      close();
    }
  } catch (error) {
    log.error('charge load failed', {
      loadId: load.id,
      finalAttempt,
      error: describeForLog(error),
    });
    if (!finalAttempt) throw error;
    const timedOut = error instanceof CsvWorkerStopped && error.timedOut;
    await failLoad(deps.db, load.id, timedOut ? LOAD_TIMED_OUT_MESSAGE : undefined);
    await finished(deps, load.file_id, load.id);
    throw error;
  }
  await finished(deps, load.file_id, load.id);
}

/** So no load stays 'Em processamento' for ever and nothing retries it again. */
export async function runLoadFailed(deps: LoadJobDeps, { data }: JobRun<LoadJob>): Promise<void> {
  const load = await findPendingLoad(deps.db, data.loadId);
  if (load === null || load.status !== CHARGE_STATUS.processing) return;
  log.error('charge load given up', { loadId: load.id });
  await failLoad(deps.db, load.id, LOAD_LOST_MESSAGE);
  await finished(deps, load.file_id, load.id);
}

async function finished(deps: LoadJobDeps, fileId: string | null, loadId: string): Promise<void> {
  // Removed before the waiting upload answers, so nothing of the file outlives the answer.
  if (fileId !== null)
    await deps.files
      .remove(fileId)
      .catch((error: unknown) =>
        log.warn('charge file not removed', { loadId, error: describeForLog(error) }),
      );
  announceLoadFinished(loadId);
}
