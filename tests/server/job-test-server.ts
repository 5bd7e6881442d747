import { afterAll, afterEach, beforeAll } from 'vitest';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { restartedJobQueue } from '#tests/support/restarted-job-queue.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * For the durable job tests: a server whose own workers take no jobs, so each test decides who
 * runs them. Call at the top of a test file; the server lives for the file.
 */
export function jobTestServer(env: Record<string, string> = {}) {
  let server: TestServer | undefined;
  let queue: JobQueue | undefined;

  beforeAll(async () => {
    server = await startTestServer({ workers: false, env });
  });
  afterEach(async () => {
    await queue?.stop();
    queue = undefined;
  });
  afterAll(async () => {
    await server?.close();
  });

  return {
    get server(): TestServer {
      if (!server) throw new Error('the job test server starts in beforeAll');
      return server;
    },
    /** A fresh queue over the same database, as a restarted instance has; stopped after the test. */
    async restartedQueue(): Promise<JobQueue> {
      queue = await restartedJobQueue(this.server.db);
      return queue;
    },
  };
}
