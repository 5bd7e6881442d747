/**
 * Migration 016 scopes idempotency keys by a digest of the path: a key stored before it keeps
 * matching its resend after it, so a phone's queued write is still answered from its first answer.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '#server/db/migrate.ts';
import { openPgliteDb } from '#server/db/pglite-db.ts';
import { pathDigest } from '#server/http/idempotency/idempotency-store.ts';
import { onPostgres } from './harness.ts';

const MIGRATION = '016_idempotency_path_digest.sql';
const USER_ID = '6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b001';
// Not ASCII, so the SQL digest and Node's must agree on the UTF-8 bytes too.
const STORED_PATH = '/api/donations/SP-20250101000000001/end/ação';

describe('migration 016', () => {
  it('turns the path of a key stored before it into the digest the server computes for the same path', async () => {
    if (onPostgres) return; // The same SQL file runs on both; PGlite runs it after a copy of the files before it.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-idem-'));
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-idem-migrations-'));
    const migrations = path.resolve(import.meta.dirname, '../../server/db/migrations');
    for (const name of await fs.readdir(migrations))
      if (name < MIGRATION) await fs.copyFile(path.join(migrations, name), path.join(before, name));
    const db = await openPgliteDb(path.join(dir, 'pg'));
    try {
      await migrate(db, {}, before);
      await db.query(
        `INSERT INTO users (id, name, role, password_hash, login_hash, login_enc, email_enc) VALUES ($1, 'Maria', 'leader', 'x', 'h', 'l', 'e')`,
        [USER_ID],
      );
      await db.query(
        `INSERT INTO idempotency_keys (user_id, method, path, idempotency_key, fingerprint, state, created_at)
         VALUES ($1, 'POST', $2, 'antes-0001', 'f', 'completed', now())`,
        [USER_ID, STORED_PATH],
      );

      await fs.copyFile(path.join(migrations, MIGRATION), path.join(before, MIGRATION));
      expect(await migrate(db, {}, before)).toEqual([MIGRATION]);

      const rows = await db.query<Record<string, unknown>>('SELECT * FROM idempotency_keys');
      expect(rows).toEqual([
        expect.objectContaining({
          path_digest: pathDigest(STORED_PATH),
          idempotency_key: 'antes-0001',
        }),
      ]);
      expect(rows[0]).not.toHaveProperty('path');
    } finally {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rm(before, { recursive: true, force: true });
    }
  }, 120_000);
});
