import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { JobQueue, JobRun } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import { describeForLog, log } from '../../log.ts';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import { announceChargeFinished } from './charge-completion.ts';
import { failCharge, processCharge } from './charge-processor.ts';
import { removeStaleSpools } from './charge-spool.ts';
import { openCsvInWorker } from './csv-worker-client.ts';
import { CsvWorkerStopped } from './csv-worker-pool.ts';
import { storedFile } from './csv-file-passes.ts';
import type { ServerConfig } from '../../config/config.ts';
import { findPendingCharge, insertPendingCharge } from './charge-queries.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

export interface ChargeJobDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  now: () => Date;
  protection: DataProtection;
  config: Pick<ServerConfig, 'chargeJobBudgetMs' | 'dataDir'>;
}

export interface ChargeJob {
  loadId: string;
}

export interface Upload {
  type: ChargeType;
  fileName: string;
  fileId: string;
  userId: string;
}

export async function startCharge(deps: ChargeJobDeps, upload: Upload): Promise<string> {
  const id = randomUUID();
  const { fileId } = upload;
  try {
    await deps.db.transaction(async (tx) => {
      await insertPendingCharge(tx, {
        id,
        fileName: upload.fileName,
        type: upload.type,
        fileId,
        createdBy: upload.userId,
        createdAt: deps.now(),
      });
      await deps.jobs.send(JOBS.applyCharge.name, { loadId: id } satisfies ChargeJob, tx);
    });
  } catch (error) {
    await deps.files.remove(fileId).catch(() => undefined);
    throw error;
  }
  deps.jobs.nudge(JOBS.applyCharge.name);
  return id;
}

export const CHARGE_TIMED_OUT_MESSAGE =
  'O arquivo levou tempo demais para ser processado; nada foi aplicado. Divida a planilha em arquivos menores e envie novamente.';
export const CHARGE_LOST_MESSAGE =
  'O processamento foi interrompido em todas as tentativas; nada foi aplicado. Envie o arquivo novamente ou divida-o em arquivos menores.';

/**
 * Read in a worker under the try's budget; the file holds CPFs and is removed once the charge has its
 * status.
 */
export async function runChargeJob(
  deps: ChargeJobDeps,
  { data, finalAttempt }: JobRun<ChargeJob>,
): Promise<void> {
  const charge = await findPendingCharge(deps.db, data.loadId);
  if (charge === null || charge.status !== CHARGE_STATUS.processing) return;
  try {
    await removeStaleSpools(deps.config.dataDir);
    if (charge.file_id === null) throw new Error('the charge file is missing from the file store');
    const { opening, close } = await openCsvInWorker(
      storedFile(deps.files, charge.file_id),
      deps.config.chargeJobBudgetMs,
    );
    try {
      const pending = {
        id: charge.id,
        type: charge.type,
        uploadedAt: new Date(toIsoRequired(charge.created_at)),
      };
      await processCharge(deps.db, deps.protection, pending, opening, deps.config.dataDir);
    } finally {
      close();
    }
  } catch (error) {
    log.error('charge failed', {
      loadId: charge.id,
      finalAttempt,
      error: describeForLog(error),
    });
    if (!finalAttempt) throw error;
    const timedOut = error instanceof CsvWorkerStopped && error.timedOut;
    await failCharge(deps.db, charge.id, timedOut ? CHARGE_TIMED_OUT_MESSAGE : undefined);
    await finished(deps, charge.file_id, charge.id);
    throw error;
  }
  await finished(deps, charge.file_id, charge.id);
}

/** So no charge stays 'Em processamento' for ever and nothing retries it again. */
export async function runChargeFailed(
  deps: ChargeJobDeps,
  { data }: JobRun<ChargeJob>,
): Promise<void> {
  const charge = await findPendingCharge(deps.db, data.loadId);
  if (charge === null || charge.status !== CHARGE_STATUS.processing) return;
  log.error('charge given up', { loadId: charge.id });
  await failCharge(deps.db, charge.id, CHARGE_LOST_MESSAGE);
  await finished(deps, charge.file_id, charge.id);
}

async function finished(deps: ChargeJobDeps, fileId: string | null, loadId: string): Promise<void> {
  // Removed before the waiting upload answers, so nothing of the file outlives the answer.
  if (fileId !== null)
    await deps.files
      .remove(fileId)
      .catch((error: unknown) =>
        log.warn('charge file not removed', { loadId, error: describeForLog(error) }),
      );
  announceChargeFinished(loadId);
}
