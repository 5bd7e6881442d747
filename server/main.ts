import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { isLoopbackOrigin, readConfig } from './config/config.ts';
import { openDb } from './db/open-db.ts';
import { migrate } from './db/migrate.ts';
import { codeMigrations } from './privacy/code-migrations.ts';
import { seedDemoData } from './demo/seed.ts';
import { demoAccounts, DEMO_PASSWORD } from './demo/demo-data.ts';
import { createServerDeps } from './server-deps.ts';
import { createApp } from './app.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { IdempotencyStore } from './http/idempotency/idempotency-store.ts';
import { startWorkers } from './start-workers.ts';
import {
  capConnections,
  httpServerOptions,
  lingerBeforeClosing,
} from './config/connection-bounds.ts';
import { describeForLog, log } from './log.ts';
import { unhandledRejectionVerdict } from './http/unavailable.ts';
import { makeDataDirPrivate } from './files/private-data-dir.ts';
import {
  demoAccountsOpen,
  demoDataVerdict,
  demoRefusal,
  demoSeedVerdict,
  demoWarning,
} from './demo/demo-guard.ts';
import { hostRefusal, listenVerdict } from './listen-address.ts';
import { openDataProtection } from './privacy/open-data-protection.ts';
import { removeServerPid, writeServerPid } from './privacy/server-lock.ts';
import {
  placeholderPhoneOnPublicOrigin,
  placeholderPhoneWarning,
  readBuildSettings,
} from './build-settings.ts';

const roleLabels: Record<string, string> = { admin: 'admin', leader: 'líder', readonly: 'leitura' };

function printDemoAccounts(): void {
  const rows = demoAccounts.map((user) => [
    user.role ? (roleLabels[user.role] ?? user.role) : 'sem papel',
    user.cpf,
    user.name,
    DEMO_PASSWORD,
  ]);
  const header = ['papel', 'CPF', 'nome', 'senha'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  // The demo accounts are for a person at a terminal, never for a log.
  console.log('\nContas de demonstração:');
  console.log(`  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

function warnDemoAccountsOpen(origin: string): void {
  log.warn('demo accounts with the published password are open on a public origin', { origin });
  if (process.stderr.isTTY) console.warn(demoWarning);
}

const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);
/** So a load balancer stops sending before the listener closes. */
const SHUTDOWN_DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);

async function main(): Promise<void> {
  process.on('unhandledRejection', (reason) => {
    if (unhandledRejectionVerdict(reason) === 'stop') throw reason;
    log.warn('database unavailable outside a request', { error: describeForLog(reason) });
  });
  const config = readConfig();
  const started = performance.now();
  if (demoSeedVerdict(config) === 'refuse') throw new Error(demoRefusal);
  await makeDataDirPrivate(config.dataDir);
  const dataKeys = await openDataProtection(config);
  const db = await openDb(config);
  if (!config.databaseUrl) await writeServerPid(config.dataDir);
  await migrate(db, codeMigrations(dataKeys.protection));
  await makeDataDirPrivate(config.dataDir);
  const demoVerdict = await demoDataVerdict(config, db, dataKeys.protection);
  if (demoVerdict === 'refuse') {
    await db.close();
    throw new Error(demoRefusal);
  }
  if (demoVerdict === 'warn') warnDemoAccountsOpen(config.origin);
  const listen = await listenVerdict(
    { ...config, loopbackOrigin: isLoopbackOrigin(config.origin) },
    async () => config.seedDemoData || (await demoAccountsOpen(db, dataKeys.protection)),
  );
  if (listen.kind === 'refuse') {
    await db.close();
    throw new Error(hostRefusal);
  }
  const placeholderPhone = placeholderPhoneOnPublicOrigin(
    config.origin,
    readBuildSettings(config.distDir),
  );
  if (placeholderPhone) {
    log.warn(
      'the app shows the placeholder support phone on a public origin: set VITE_SUPPORT_PHONE and build again',
      { origin: config.origin },
    );
    if (process.stderr.isTTY) console.warn(placeholderPhoneWarning);
  }
  const deps = await createServerDeps(config, db, undefined, dataKeys);
  await new IdempotencyStore(db, deps.protection).purge(deps.now());
  const seeded = config.seedDemoData ? await seedDemoData(deps) : false;
  await startWorkers(deps);
  const app = createApp(deps);

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: listen.host,
      serverOptions: httpServerOptions(config.connections),
    },
    (info: AddressInfo) => {
      log.info('server ready', {
        origin: config.origin,
        address: info.address,
        port: info.port,
        database: config.databaseUrl ? 'postgresql' : 'pglite',
        fileStore: config.fileStore.kind,
        identity: deps.localIdentity ? 'local' : 'jwks',
        development: config.development,
        seeded,
        ms: Math.round(performance.now() - started),
      });
      if (config.seedDemoData && process.stdout.isTTY) printDemoAccounts();
      if (demoVerdict === 'warn' && process.stderr.isTTY) console.warn(demoWarning);
      if (placeholderPhone && process.stderr.isTTY) console.warn(placeholderPhoneWarning);
    },
  );

  capConnections(server as Server, config.connections);
  lingerBeforeClosing(server as Server);

  const metricsServer = startMetricsServer(config.metrics, deps);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    deps.readiness.accepting = false;
    const force = setTimeout(() => {
      log.error('shutdown timed out', { ms: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    if (SHUTDOWN_DRAIN_MS > 0)
      await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
    log.info('closing the listener', { signal });
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    try {
      await Promise.all([closed, deps.jobs.stop(SHUTDOWN_GRACE_MS)]);
      metricsServer?.close();
      await db.close();
      await removeServerPid(config.dataDir);
      log.info('stopped', { signal });
      process.exit(0);
    } catch (error) {
      log.error('shutdown failed', { error: describeForLog(error) });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  log.error('server failed to start', { error: describeForLog(error) });
  process.exit(1);
});
