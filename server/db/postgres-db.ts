import pg from 'pg';
import type { Db } from './db.ts';
import { describeForLog, log } from '../log.ts';
import { DEFAULT_POOL, type PoolOptions } from '../config/config.ts';
import { PreparedNames } from './prepared-names.ts';

// Match PGlite's parsing: bigint as numbers, `date` as a Date at UTC midnight.
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

export async function openPostgresDb(
  connectionString: string,
  options: PoolOptions = DEFAULT_POOL,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  // Without a listener, an idle connection the server closed (a restart) would crash the process.
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
      // A connection ended mid-transaction would crash the process: noted, the next query fails.
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
    // A server that does not own its tables may not VACUUM them: logged, the erasure stands.
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
