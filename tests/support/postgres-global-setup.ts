/**
 * Vitest globalSetup of the `server-postgres` project: one PostgreSQL server for the run, with a
 * migrated template database each test server copies (CREATE DATABASE … TEMPLATE) in milliseconds.
 */
import type { TestProject } from 'vitest/node';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import { migrate } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/privacy/code-migrations.ts';
import { POSTGRES_TEMPLATE, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  const db = await openPostgresDb(await cluster.createDatabase({ name: POSTGRES_TEMPLATE }));
  await migrate(db, codeMigrations(undefined));
  await db.close();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
