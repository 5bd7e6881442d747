import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, ErasedTable } from './db.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function bind(target: Queryable, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    transaction,
    close,
  };
}

/**
 * A plain VACUUM leaves dead bytes and a recycled WAL keeps old records: rewrite, then checkpoint.
 */
async function purgeErased(pg: PGlite, tables: readonly ErasedTable[]): Promise<void> {
  if (tables.length === 0) return;
  await pg.exec('SET wal_recycle = off');
  try {
    await pg.exec(`VACUUM FULL ${[...new Set(tables)].join(', ')}`);
    await pg.query('SELECT pg_switch_wal()');
    await pg.exec('CHECKPOINT');
  } finally {
    await pg.exec('RESET wal_recycle');
  }
}

export async function openPgliteDb(dir: string | undefined): Promise<Db> {
  const pg = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  const db: Db = bind(
    pg,
    (fn) =>
      pg.transaction(async (tx) => {
        // A nested transaction joins the outer one (PGlite has no savepoint API here).
        const txDb: Db = bind(
          tx,
          (inner) => inner(txDb),
          async () => {},
        );
        return fn(txDb);
      }),
    () => pg.close(),
  );
  db.purgeErased = (tables) => purgeErased(pg, tables);
  return db;
}
