import pg from 'pg';
import type { Db } from './db.ts';
import { describeForLog, log } from '../log.ts';
import { DEFAULT_POOL, type PoolOptions } from '../config/config.ts';
import { PreparedNames } from './prepared-names.ts';

// Match PGlite's parsing so the same route code works on both: bigint counts as numbers and
// `date` columns as a Date at UTC midnight (node-postgres would use local midnight).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(
  pg.types.builtins.DATE,
  (value: string) => new Date(`${value}T00:00:00.000Z`),
);

function clientDb(client: pg.PoolClient, prepared: PreparedNames): Db {
  const db: Db = {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(prepared.query(sql, params));
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
export async function openPostgresDb(
  connectionString: string,
  options: PoolOptions = DEFAULT_POOL,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and
  // reported here; without a listener node-postgres would crash the process. The next query
  // opens a new connection.
  pool.on('error', (error) =>
    log.warn('database connection lost', { error: describeForLog(error) }),
  );
  // Fail at startup, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const prepared = new PreparedNames(options.preparedStatements ? undefined : 0);
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<T>(prepared.query(sql, params));
      return result.rows;
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // Checked out, a client has no listener of the pool's: when the server ends the connection
      // between two of the transaction's queries (a restart, a failover), node-postgres emits
      // 'error' with nobody listening, and that ends the process. Here it is noted; the next query
      // fails, the transaction with it, and the broken connection is not given back to the pool.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        log.warn('database connection lost', { error: describeForLog(error) });
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client, prepared));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
    // Dead rows become free space, and autovacuum would get there later anyway. What the WAL
    // archive and backups hold follows the operator's rotation (docs/operations.md). A server that
    // does not own its tables may not VACUUM them: that is logged, the erasure stands.
    async purgeErased(tables) {
      if (tables.length === 0) return;
      try {
        await pool.query(`VACUUM ${[...new Set(tables)].join(', ')}`);
      } catch (error) {
        log.warn('vacuum after an erasure failed', { error: describeForLog(error) });
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.max,
    }),
  };
}
