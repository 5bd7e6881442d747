import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import type { JobQueue } from '../../server/jobs/job-queue.ts';
import { restartedJobQueue } from '../support/restarted-job-queue.ts';
import { startWorkers } from '../../server/jobs/start-workers.ts';
import { JOBS } from '../../server/jobs/server-jobs.ts';
import { generateReport } from '../../server/domain/reports/report-generation.ts';
import type { FileStore } from '../../server/files/file-store.ts';

let server: TestServer;
let queue: JobQueue | undefined;

beforeAll(async () => {
  // Nothing takes jobs: each test decides who runs them.
  server = await startTestServer({ workers: false });
});

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

afterAll(async () => {
  await server?.close();
});

async function askReport(login: string): Promise<string> {
  const response = await api(server, await server.tokenFor(login))('POST', '/reports/sites', {});
  expect(response.status, response.text).toBe(201);
  return response.json.id;
}

const reportStatus = async (id: string) =>
  Number((await server.db.query<{ status: number }>('SELECT status FROM reports WHERE id = $1', [id]))[0]?.status);

async function restartedQueue(): Promise<JobQueue> {
  queue = await restartedJobQueue(server.db);
  return queue;
}

/** A file store whose first `failures` saves throw, as a full disk would. */
function flakyFiles(failures: number): FileStore {
  let left = failures;
  return {
    save: (...args) => {
      if (left-- > 0) return Promise.reject(new Error('disco cheio'));
      return server.deps.files.save(...args);
    },
    read: (id) => server.deps.files.read(id),
    remove: (id) => server.deps.files.remove(id),
    signedUrl: (id, name) => server.deps.files.signedUrl(id, name),
  };
}

describe('report jobs', () => {
  it('are stored with the report: one asked while no worker ran is built after a restart', async () => {
    const id = await askReport(demo.admin);
    const [job] = await server.db.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = $1 AND data->>'reportId' = $2`, [
      JOBS.generateReport.name,
      id,
    ]);
    expect(job?.state).toBe('created');
    expect(await reportStatus(id)).toBe(1);

    await startWorkers({ ...server.deps, jobs: await restartedQueue() });
    await vi.waitFor(async () => expect(await reportStatus(id)).toBe(2), { timeout: 15_000, interval: 50 });
  });

  it('are tried again after a failure, and the report is built on the retry', async () => {
    const id = await askReport(demo.readonly);
    await startWorkers({ ...server.deps, jobs: await restartedQueue(), files: flakyFiles(1) });
    await vi.waitFor(async () => expect(await reportStatus(id)).toBe(2), { timeout: 20_000, interval: 100 });
    const [job] = await server.db.query<{ state: string; retry_count: number }>(
      `SELECT state, retry_count FROM pgboss.job WHERE data->>'reportId' = $1`,
      [id],
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
  });

  it('mark the report as Erro when the last try fails', async () => {
    const [owner] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE login = $1', [demo.admin]);
    const id = crypto.randomUUID();
    await server.db.query(`INSERT INTO reports (id, type, details, status, owner_id) VALUES ($1, 'sites', 'Unidades (todos)', 1, $2)`, [
      id,
      owner!.id,
    ]);
    const deps = { ...server.deps, files: flakyFiles(1) };
    await expect(generateReport(deps, { data: { reportId: id }, finalAttempt: true })).rejects.toThrow('disco cheio');
    expect(await reportStatus(id)).toBe(3);
  });
});
