import { afterAll, beforeAll } from 'vitest';
import {
  startTestServer,
  testClock,
  type TestServer,
  type TestServerOptions,
} from '#tests/server/harness.ts';

/**
 * One seeded test server for the whole file, on a clock the tests move. Read `server()` inside
 * tests (it exists once beforeAll has run).
 */
export function serverPerFile(options: Omit<TestServerOptions, 'now'> = {}) {
  const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ ...options, now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    clock,
    server(): TestServer {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
  };
}
