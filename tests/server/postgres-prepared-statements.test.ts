/**
 * On PostgreSQL the app's statements are prepared once per connection and then only bound
 * (server/db/prepared-names.ts): a read no longer makes the server parse and plan its SQL again
 * (docs/capacity.md K5: the leader's reads went from ~550 to ~1,000 a second on one instance).
 * Seen from the server: the statement is in the session's pg_prepared_statements.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '#server/db/db.ts';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import { DEFAULT_POOL } from '#server/config/config.ts';
import { createDatabase } from '#tests/support/postgres-cluster.ts';
import { onPostgres } from './harness.ts';

const preparedIn = (tx: Db) =>
  tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');

describe.runIf(onPostgres)('statements prepared once per connection', () => {
  let url: string;
  let db: Db;
  let unprepared: Db;

  beforeAll(async () => {
    url = await createDatabase(inject('postgresAdminUrl'));
    db = await openPostgresDb(url);
    unprepared = await openPostgresDb(url, { ...DEFAULT_POOL, preparedStatements: false });
  });
  afterAll(async () => {
    await db?.close();
    await unprepared?.close();
  });

  it('keeps a statement with parameters prepared on its connection, and answers it the same', async () => {
    const sql = 'SELECT $1::int + 1 AS next';
    await db.transaction(async (tx) => {
      expect(await tx.query(sql, [1])).toEqual([{ next: 2 }]);
      expect(await tx.query(sql, [41])).toEqual([{ next: 42 }]);
      expect((await preparedIn(tx)).map((row) => row.statement)).toContain(sql);
    });
  });

  it('runs a text of several statements without parameters as before (migrations)', async () => {
    await db.exec('CREATE TABLE prepared_check (n int); INSERT INTO prepared_check VALUES (7);');
    expect(await db.query('SELECT n FROM prepared_check')).toEqual([{ n: 7 }]);
  });

  it('prepares nothing when turned off (a pooler that cannot keep them)', async () => {
    await unprepared.transaction(async (tx) => {
      expect(await tx.query('SELECT $1::int * 2 AS twice', [21])).toEqual([{ twice: 42 }]);
      expect(await preparedIn(tx)).toEqual([]);
    });
  });
});
