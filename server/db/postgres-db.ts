import pg from 'pg';
import type { Db } from './db.ts';

// Match PGlite's parsing so the same route code works on both: bigint counts as numbers and
// `date` columns as a Date at UTC midnight (node-postgres would use local midnight).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => new Date(`${value}T00:00:00.000Z`));

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

/** A real PostgreSQL server through a node-postgres pool. */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at startup, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
