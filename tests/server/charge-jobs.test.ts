import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { api, demo } from './harness.ts';
import { jobTestServer } from './job-test-server.ts';
import { csvForm } from './route-fixtures.ts';
import { startWorkers } from '#server/start-workers.ts';
import { JOBS } from '#server/jobs/server-jobs.ts';
import type { FileStore } from '#server/files/file-store.ts';
import { chargeFinished } from '#server/domain/charges/charge-completion.ts';
import { insertPendingCharge } from '#server/domain/charges/charge-queries.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

// An upload answers at once, 202 while its job waits for a worker.
const jobs = jobTestServer({ LOAD_WAIT_MS: '0' });

async function uploadSites(codes: string[]): Promise<string> {
  const lines = ['name;city;state', ...codes.map((code) => `Unidade ${code};Recife;PE`)];
  const response = await api(jobs.server, await jobs.server.tokenFor(demo.admin))(
    'POST',
    '/load/site',
    csvForm(lines.join('\n')),
  );
  expect(response.status, response.text).toBe(202);
  expect(response.json.status).toBe('Em processamento');
  return response.json._id;
}

/** The load's status as the upload screen asks for it after a 202. */
const loadStatus = async (id: string) =>
  (await api(jobs.server, await jobs.server.tokenFor(demo.admin))('GET', `/load/${id}`)).json
    .status;

/** A file store whose first `failures` reads throw, as an unreachable bucket would. */
function flakyFiles(failures: number): FileStore {
  const { files } = jobs.server.deps;
  let left = failures;
  return {
    save: (...args) => files.save(...args),
    saveStream: (...args) => files.saveStream(...args),
    read: (id) => files.read(id),
    readStream: (id) =>
      left-- > 0 ? Promise.reject(new Error('bucket fora do ar')) : files.readStream(id),
    remove: (id) => files.remove(id),
    signedUrl: (id, request) => files.signedUrl(id, request),
  };
}

describe('charge load jobs', () => {
  it('keep an upload Em processamento until a worker, even one started after a restart, loads it', async () => {
    const id = await uploadSites(['JOB01', 'JOB02']);
    const [job] = await jobs.server.db.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'loadId' = $2`,
      [JOBS.applyCharge.name, id],
    );
    expect(job?.state).toBe('created');
    expect(await loadStatus(id)).toBe('Em processamento');

    await startWorkers({ ...jobs.server.deps, jobs: await jobs.restartedQueue() });
    await vi.waitFor(async () => expect(await loadStatus(id)).toBe('Processado com sucesso'), {
      timeout: 15_000,
      interval: 50,
    });
    const sites = await jobs.server.db.query<{ name: string }>(
      `SELECT name FROM sites WHERE name LIKE 'Unidade JOB0%' ORDER BY 1`,
    );
    expect(sites.map((site) => site.name)).toEqual(['Unidade JOB01', 'Unidade JOB02']);
    // The uploaded file (CPFs, addresses) is not kept once the load is done: the job removes it
    // right after it commits the status, so a reader of the status can be a moment ahead.
    const keptFile = () =>
      jobs.server.db.query(
        'SELECT 1 FROM files f JOIN loads l ON l.file_id = f.id WHERE l.id = $1',
        [id],
      );
    await vi.waitFor(async () => expect(await keptFile()).toEqual([]), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('are tried again after a failure, and the file is loaded on the retry', async () => {
    const id = await uploadSites(['JOB03']);
    await startWorkers({
      ...jobs.server.deps,
      jobs: await jobs.restartedQueue(),
      files: flakyFiles(1),
    });
    await vi.waitFor(async () => expect(await loadStatus(id)).toBe('Processado com sucesso'), {
      timeout: 20_000,
      interval: 100,
    });
    // The queue records the completion just after the handler returns.
    const job = () =>
      jobs.server.db.query(`SELECT state, retry_count FROM pgboss.job WHERE data->>'loadId' = $1`, [
        id,
      ]);
    await vi.waitFor(
      async () => expect(await job()).toEqual([{ state: 'completed', retry_count: 1 }]),
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe('an upload waiting on a charge another instance applies', () => {
  it('is answered once the charge has its status and its file is gone, not at the status alone', async () => {
    const { db, deps } = jobs.server;
    const fileId = await deps.files.save(
      new TextEncoder().encode('name;city;state\n'),
      'text/csv',
      'carga.csv',
    );
    const loadId = randomUUID();
    await insertPendingCharge(db, {
      id: loadId,
      fileName: 'carga.csv',
      type: 'site',
      fileId,
      createdBy: await jobs.server.userId(demo.admin),
      createdAt: new Date(),
    });
    expect(await chargeFinished(db, loadId)).toBe(false);
    // The job commits the status, then removes the file holding CPFs: between the two, the
    // upload must still wait.
    await db.query('UPDATE loads SET status = $1 WHERE id = $2', [CHARGE_STATUS.success, loadId]);
    expect(await chargeFinished(db, loadId)).toBe(false);
    await deps.files.remove(fileId);
    expect(await chargeFinished(db, loadId)).toBe(true);
  });
});
