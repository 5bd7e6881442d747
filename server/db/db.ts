/**
 * The one database interface the server uses. Two implementations share the same SQL:
 * PGlite (embedded, default) and node-postgres (when DATABASE_URL is set).
 * Always pass user input as $1…$n parameters, never inside the SQL text.
 */
export interface Db {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /**
   * Runs fn inside BEGIN/COMMIT; rolls back when fn throws. Inside fn use only `tx`: on PGlite
   * the outer Db (and the FileStore, which writes through it) waits until the transaction ends,
   * so calling it from fn deadlocks. A nested tx.transaction joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * After an erasure, so the erased values stop lying in the database's files: the embedded
   * PGlite rewrites these tables and retires the WAL that still holds the old rows; PostgreSQL
   * VACUUMs them (docs/privacy.md, "Erased for good"). Never inside a transaction.
   */
  purgeErased?(tables: readonly ErasedTable[]): Promise<void>;
  /** A connection pool's use now (PostgreSQL); absent on the embedded PGlite, which has no pool. */
  poolStats?(): PoolStats;
}

/** The tables an erasure writes to; a fixed list, because their names go into the SQL text. */
export type ErasedTable =
  | 'vouchers'
  | 'card_event_notes'
  | 'donations'
  | 'users'
  | 'idempotency_keys'
  | 'complaints'
  | 'complaint_history'
  | 'leader_reports';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
