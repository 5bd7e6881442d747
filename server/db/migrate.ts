import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';
import { CODE_MIGRATIONS, type MigrationContext } from './code-migrations.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only keeps two servers on one PostgreSQL from migrating at once.
const MIGRATION_LOCK_ID = 73_012_026;

type Step = { name: string; run: (tx: Db) => Promise<void> };

async function sqlSteps(dir: string): Promise<Step[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql'));
  return names.map((name) => ({
    name,
    run: async (tx) => tx.exec(await fs.readFile(path.join(dir, name), 'utf8')),
  }));
}

/**
 * Applies server/db/migrations/*.sql and the steps written in code (server/db/code-migrations.ts,
 * for data that must pass through Node, such as sealing identifiers with keys the database never
 * sees), all in name order, each once, recorded in schema_migrations. A step that needs the
 * keys gets them through `context`.
 */
export async function migrate(
  db: Db,
  dir: string = migrationsDir,
  context: MigrationContext = {},
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const code: Step[] =
    dir === migrationsDir
      ? Object.entries(CODE_MIGRATIONS).map(([name, step]) => ({
          name,
          run: (tx) => step(tx, context),
        }))
      : [];
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
