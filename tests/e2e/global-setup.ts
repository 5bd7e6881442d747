import { spawn } from 'node:child_process';
import type { FullConfig } from '@playwright/test';
import { projectOf } from '../../playwright.config.ts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '#tests/support/postgres-cluster.ts';
import { freePort } from '#tests/support/free-port.ts';
import { waitUntilUp } from '#tests/support/wait-until-up.ts';

/**
 * Starts `npm start` exactly as a person would, on a free port with a fresh DATA_DIR (so the demo
 * data is seeded anew), once per Playwright project (playwright.config.ts: each project's specs
 * run one at a time on a server of their own), and hands each URL to the tests through the
 * environment (`E2E_BASE_URL_<project>`). `--project=a` starts only project a's server.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const wanted = projectsOfThisRun();
  const projects = config.projects
    .map((project) => project.name)
    .filter((name) => !wanted || wanted.includes(name));
  // TEST_DATABASE=postgres: the same app over a real PostgreSQL 15 instead of PGlite.
  const postgres: PostgresCluster | null =
    process.env.TEST_DATABASE === 'postgres' ? await startPostgresCluster() : null;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    await postgres?.stop();
  };
  try {
    // One after the other: the first `npm start` builds what is stale; the others find it built.
    for (const [index, project] of projects.entries()) {
      const dist = index === 0 ? undefined : copyOfDist();
      const server = await startApp(postgres, dist);
      stops.push(server.stop);
      process.env[`E2E_BASE_URL_${project}`] = server.baseUrl;
      process.env[`E2E_DIST_DIR_${project}`] = dist ?? path.resolve('dist');
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/**
 * The projects a run needs, when it says: those named with `--project`, else the projects of
 * the spec files it names (one spec run by hand starts one server). Undefined: every project.
 */
function projectsOfThisRun(): string[] | undefined {
  const args = process.argv.slice(2);
  const named = args.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && args[index + 1]
        ? [args[index + 1]!]
        : [],
  );
  if (named.length > 0) return named;
  const specs = args.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
  return specs.length > 0
    ? [...new Set(specs.map((spec) => projectOf(spec.split(':')[0]!)))]
    : undefined;
}

/**
 * The built app in a folder of its own: offline.spec rewrites the service worker of the server
 * it tests, which the other server must not serve in the meantime.
 */
function copyOfDist(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'cestas-e2e-dist-'));
  cpSync(path.resolve('dist'), copy, { recursive: true });
  return copy;
}

async function startApp(
  postgres: PostgresCluster | null,
  dist: string | undefined,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-e2e-'));
  const baseUrl = `http://localhost:${port}`;
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
      ...(dist ? { DIST_DIR: dist } : {}),
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => server.once('exit', r).once('error', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (dist) rmSync(dist, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseUrl}/auth/.well-known/jwks.json`, server, 240_000);
  } catch (error) {
    console.error(output);
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
