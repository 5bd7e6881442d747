import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.ts';

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

/** The embedded database: PGlite in `dir`, or in memory when `dir` is undefined. */
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
  return db;
}
