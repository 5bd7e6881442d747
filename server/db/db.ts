/** Always pass user input as $1…$n parameters, never inside the SQL text. */
export interface Db {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /**
   * Inside fn use only `tx`: on PGlite the outer Db waits until the transaction ends, so using it
   * deadlocks. A nested tx.transaction joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * So the erased values stop lying in the database's files (docs/privacy.md). Never inside a
   * transaction.
   */
  purgeErased?(tables: readonly ErasedTable[]): Promise<void>;
  poolStats?(): PoolStats;
}

/** A fixed list, because their names go into the SQL text. */
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
