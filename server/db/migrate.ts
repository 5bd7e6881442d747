import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only keeps two servers on one PostgreSQL from migrating at once.
const MIGRATION_LOCK_ID = 73_012_026;

type Step = { name: string; run: (tx: Db) => Promise<void> };

export type CodeMigrations = Record<string, Step['run']>;

async function sqlSteps(dir: string): Promise<Step[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql'));
  return names.map((name) => ({
    name,
    run: async (tx) => tx.exec(await fs.readFile(path.join(dir, name), 'utf8')),
  }));
}

/**
 * The code steps must never be left out, or a later SQL file would drop what a step was to seal.
 */
export async function migrate(
  db: Db,
  codeMigrations: CodeMigrations,
  dir: string = migrationsDir,
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const code: Step[] = Object.entries(codeMigrations).map(([name, run]) => ({ name, run }));
  const steps = [...(await sqlSteps(dir)), ...code].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [step.name]);
      if (done.length > 0) return false;
      await step.run(tx);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [step.name]);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
