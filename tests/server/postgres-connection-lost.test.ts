/**
 * A PostgreSQL restart under load ended an instance once: a transaction's connection, checked
 * out of the pool, was closed by the server between two of its queries, and node-postgres
 * emitted 'error' with no listener, which ends a Node process. The transaction must fail (its
 * request answers 503), the process must go on, and the pool must open a new connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '#server/db/db.ts';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import { createDatabase } from '#tests/support/postgres-cluster.ts';
import { onPostgres } from './harness.ts';

describe.runIf(onPostgres)(
  'a transaction whose connection the server ends between two of its queries',
  () => {
    let db: Db;
    let admin: pg.Client;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);

    beforeAll(async () => {
      const url = await createDatabase(inject('postgresAdminUrl'));
      db = await openPostgresDb(url);
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      process.on('uncaughtException', onUncaught);
    });
    afterAll(async () => {
      process.off('uncaughtException', onUncaught);
      await admin?.end();
      await db?.close();
    });

    it('fails that transaction, and the process and the pool go on', async () => {
      const transaction = db.transaction(async (tx) => {
        const [backend] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [backend!.pid]);
        // The server has ended it; the client hears of it while no query of its own runs.
        await vi.waitFor(async () => {
          const { rows } = await admin.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1',
            [backend!.pid],
          );
          expect(rows[0]!.n).toBe(0);
        });
        await new Promise((resolve) => setImmediate(resolve));
        await tx.query('SELECT 1');
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    });
  },
);
