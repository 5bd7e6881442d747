import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '#tests/support/postgres-cluster.ts';
import { freePort } from '#tests/support/free-port.ts';
import { waitUntilUp } from '#tests/support/wait-until-up.ts';

/**
 * Starts `npm start` exactly as a person would, on a free port with a fresh DATA_DIR
 * (so the demo data is seeded anew), and hands its URL to the tests through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  // TEST_DATABASE=postgres: the same app over a real PostgreSQL 15 instead of PGlite.
  const postgres: PostgresCluster | null =
    process.env.TEST_DATABASE === 'postgres' ? await startPostgresCluster() : null;
  const database = postgres ? { DATABASE_URL: await postgres.createDatabase() } : {};
  const server = spawn('npm', ['start'], {
    // machines.spec visits /machines: QA's inspector is built in and served only when asked for.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: baseUrl,
      VITE_ENABLE_MACHINE_INSPECTOR: 'true',
      // A family's message goes at once whatever the hour in São Paulo when the suite runs.
      MESSAGE_SENDING_HOURS: '0-24',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitUntilUp(`${baseUrl}/auth/.well-known/jwks.json`, server, 240_000);
  } catch (error) {
    console.error(output);
    await postgres?.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => server.once('exit', r).once('error', r));
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
