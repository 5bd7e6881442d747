import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { openDb } from './db/open-db.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { demoAccounts, DEMO_PASSWORD } from './db/demo-data.ts';
import { createServerDeps } from './server-deps.ts';
import { createApp } from './app.ts';
import { IdempotencyStore } from './http/idempotency/idempotency-store.ts';
import { makeDataDirPrivate } from './files/private-data-dir.ts';
import { demoDataVerdict, demoRefusal, demoSeedVerdict, demoWarning } from './db/demo-guard.ts';

const roleLabels: Record<string, string> = { admin: 'admin', leader: 'líder', readonly: 'leitura' };

function printDemoAccounts(): void {
  const rows = demoAccounts.map((user) => [user.role ? roleLabels[user.role] ?? user.role : 'sem papel', user.cpf, user.name, DEMO_PASSWORD]);
  const header = ['papel', 'CPF', 'nome', 'senha'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log('\nContas de demonstração:');
  console.log(`  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

async function main(): Promise<void> {
  const config = readConfig();
  const started = performance.now();
  if (demoSeedVerdict(config) === 'refuse') throw new Error(demoRefusal);
  await makeDataDirPrivate(config.dataDir);
  const db = await openDb(config);
  await migrate(db);
  // Again, now that the database has created its files.
  await makeDataDirPrivate(config.dataDir);
  const demoVerdict = await demoDataVerdict(config, db);
  if (demoVerdict === 'refuse') {
    await db.close();
    throw new Error(demoRefusal);
  }
  if (demoVerdict === 'warn') console.warn(demoWarning);
  const deps = await createServerDeps(config, db);
  // Expired idempotency keys go at start-up; then the keyed writes purge them hourly.
  await new IdempotencyStore(db).purge(deps.now());
  const seeded = config.seedDemoData ? await seedDemoData(db, deps.files, deps.now()) : false;
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: config.port }, (info: AddressInfo) => {
    const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
    console.log(`Cestas Solidárias pronto em ${config.origin} (porta ${info.port}; ${storage}; ${Math.round(performance.now() - started)} ms)`);
    if (deps.localIdentity) console.log(`Provedor de identidade local: ${config.origin}/auth`);
    else console.log(`Tokens verificados por ${config.jwksUrl}`);
    if (seeded) console.log('Banco novo: dados de demonstração criados.');
    if (config.seedDemoData) printDemoAccounts();
    if (config.development) console.log('APP_ENV=development: redirecionamentos e CORS para qualquer porta local, /machines ativo.');
    if (demoVerdict === 'warn') console.warn(demoWarning);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: encerrando…`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(() => {
      db.close()
        .catch((error: unknown) => console.error('Falha ao fechar o banco:', error))
        .finally(() => process.exit(0));
    });
    // Idle keep-alive connections would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Não foi possível iniciar o servidor:', error);
  process.exit(1);
});
