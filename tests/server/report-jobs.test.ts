import { describe, expect, it, vi } from 'vitest';
import { api, demo } from './harness.ts';
import { jobTestServer } from './job-test-server.ts';
import { startWorkers } from '#server/start-workers.ts';
import { JOBS } from '#server/jobs/server-jobs.ts';
import { generateReport } from '#server/domain/reports/report-generation.ts';
import type { FileStore } from '#server/files/file-store.ts';

const jobs = jobTestServer();

async function askReport(login: string): Promise<string> {
  const response = await api(jobs.server, await jobs.server.tokenFor(login))(
    'POST',
    '/reports/sites',
    {},
  );
  expect(response.status, response.text).toBe(201);
  return response.json.id;
}

const reportStatus = async (id: string) =>
  Number(
    (
      await jobs.server.db.query<{ status: number }>('SELECT status FROM reports WHERE id = $1', [
        id,
      ])
    )[0]?.status,
  );

/** A file store whose first `failures` saves throw, as a full disk would. */
function flakyFiles(failures: number): FileStore {
  let left = failures;
  return {
    save: (...args) => {
      if (left-- > 0) return Promise.reject(new Error('disco cheio'));
      return jobs.server.deps.files.save(...args);
    },
    saveStream: (...args) => jobs.server.deps.files.saveStream(...args),
    read: (id) => jobs.server.deps.files.read(id),
    readStream: (id) => jobs.server.deps.files.readStream(id),
    remove: (id) => jobs.server.deps.files.remove(id),
    signedUrl: (id, request) => jobs.server.deps.files.signedUrl(id, request),
  };
}

describe('report jobs', () => {
  it('are stored with the report: one asked while no worker ran is built after a restart', async () => {
    const id = await askReport(demo.admin);
    const [job] = await jobs.server.db.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'reportId' = $2`,
      [JOBS.generateReport.name, id],
    );
    expect(job?.state).toBe('created');
    expect(await reportStatus(id)).toBe(1);

    await startWorkers({ ...jobs.server.deps, jobs: await jobs.restartedQueue() });
    await vi.waitFor(async () => expect(await reportStatus(id)).toBe(2), {
      timeout: 15_000,
      interval: 50,
    });
  });

  it('are tried again after a failure, and the report is built on the retry', async () => {
    const id = await askReport(demo.readonly);
    await startWorkers({
      ...jobs.server.deps,
      jobs: await jobs.restartedQueue(),
      files: flakyFiles(1),
    });
    await vi.waitFor(async () => expect(await reportStatus(id)).toBe(2), {
      timeout: 20_000,
      interval: 100,
    });
    const [job] = await jobs.server.db.query<{ state: string; retry_count: number }>(
      `SELECT state, retry_count FROM pgboss.job WHERE data->>'reportId' = $1`,
      [id],
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
  });

  it('mark the report as Erro when the last try fails', async () => {
    const owner = { id: await jobs.server.userId(demo.admin) };
    const id = crypto.randomUUID();
    await jobs.server.db.query(
      `INSERT INTO reports (id, type, details, status, owner_id) VALUES ($1, 'sites', 'Unidades (todos)', 1, $2)`,
      [id, owner.id],
    );
    const deps = { ...jobs.server.deps, files: flakyFiles(1) };
    await expect(
      generateReport(deps, { data: { reportId: id }, finalAttempt: true }),
    ).rejects.toThrow('disco cheio');
    expect(await reportStatus(id)).toBe(3);
  });
});
