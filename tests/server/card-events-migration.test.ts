/**
 * Migration 106 reads the life of every card already in the database into the card ledger: a
 * database from before it keeps its history, in order, each event following the one before.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '#server/db/migrate.ts';
import { openPgliteDb } from '#server/db/pglite-db.ts';
import { onPostgres } from './harness.ts';

const MIGRATION = '106_card_events.sql';
const ANA = '6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b0a1';
const MARIA = '6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b0b2';
const JOAO = '6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b0c3';
const MOVED = 'SP-20261101000000001';
const RETURNED = 'SP-20261101000000002';
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T12:00:00Z`;

describe('migration 106', () => {
  it('writes the events of the cards that exist, with who held each card when', async () => {
    if (onPostgres) return; // The same SQL runs on both: the demo seed calls its backfill there.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-ledger-'));
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-ledger-migrations-'));
    const migrations = path.resolve(import.meta.dirname, '../../server/db/migrations');
    for (const name of await fs.readdir(migrations))
      if (name < MIGRATION) await fs.copyFile(path.join(migrations, name), path.join(before, name));
    const db = await openPgliteDb(path.join(dir, 'pg'));
    try {
      await migrate(db, {}, before);
      for (const [id, name, role] of [
        [ANA, 'Ana', 'admin'],
        [MARIA, 'Maria', 'leader'],
        [JOAO, 'João', 'leader'],
      ])
        await db.query(
          `INSERT INTO users (id, name, role, password_hash, login_hash, login_enc, email_enc)
           VALUES ($1, $2, $3, 'x', $4, 'l', 'e')`,
          [id, name, role, `hash-${name}`],
        );
      const [site] = await db.query<{ site_id: number }>(
        `INSERT INTO sites (name, city, state) VALUES ('Centro', 'São Paulo', 'SP') RETURNING site_id`,
      );
      // Passed from Maria to João before its receipt; two cards recorded, one still to go.
      await db.query(
        `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created, received, last_delivery)
         VALUES ($1, $2, $3, 3, 3, $4, $5, $6)`,
        [MOVED, JOAO, site!.site_id, day(1), day(3), day(4)],
      );
      await db.query(
        `INSERT INTO donation_audit (donation_id, action, from_status, to_status, reason, actor_id, from_leader_id, to_leader_id, created_at)
         VALUES ($1, 'transfer', 1, 1, 'Maria afastada', $2, $3, $4, $5)`,
        [MOVED, ANA, MARIA, JOAO, day(2)],
      );
      await db.query(
        `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered) VALUES
           ('C-1', $1, 1, 2, $2), ('C-2', $1, 2, 3, $2), ('C-3', $1, 3, 1, NULL)`,
        [MOVED, day(4)],
      );
      // Maria's donation returned by Ana before any receipt.
      await db.query(
        `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created)
         VALUES ($1, $2, $3, 1, 5, $4)`,
        [RETURNED, MARIA, site!.site_id, day(1)],
      );
      await db.query(
        `INSERT INTO donation_audit (donation_id, action, from_status, to_status, reason, actor_id, created_at)
         VALUES ($1, 'close', 1, 5, 'Devolvida', $2, $3)`,
        [RETURNED, ANA, day(5)],
      );
      await db.query(
        `INSERT INTO vouchers (voucher_id, donation_id, position) VALUES ('D-1', $1, 1)`,
        [RETURNED],
      );

      await fs.copyFile(path.join(migrations, MIGRATION), path.join(before, MIGRATION));
      expect(await migrate(db, {}, before)).toEqual([MIGRATION]);

      const rows = await db.query<{
        id: number;
        voucher_id: string;
        kind: string;
        occurred_at: Date;
        actor_id: string | null;
        leader_id: string;
        follows_id: number | null;
        source: string;
      }>(
        `SELECT id::int, voucher_id, kind, occurred_at, actor_id, leader_id, follows_id::int, source
           FROM card_events ORDER BY id`,
      );
      const of = (card: string) =>
        rows
          .filter((row) => row.voucher_id === card)
          .map((row) => [
            row.kind,
            new Date(row.occurred_at).toISOString().slice(8, 10),
            row.actor_id,
            row.leader_id,
          ]);
      expect(of('C-1')).toEqual([
        ['loaded', '01', null, MARIA],
        ['transferred', '02', ANA, JOAO],
        ['received', '03', JOAO, JOAO],
        ['delivered', '04', JOAO, JOAO],
      ]);
      expect(of('C-2').map(([kind]) => kind)).toEqual([
        'loaded',
        'transferred',
        'received',
        'notDelivered',
      ]);
      expect(of('C-3').map(([kind]) => kind)).toEqual(['loaded', 'transferred', 'received']);
      expect(of('D-1')).toEqual([
        ['loaded', '01', null, MARIA],
        ['returned', '05', ANA, MARIA],
      ]);
      expect(rows.every((row) => row.source === 'migration')).toBe(true);
      for (const [index, row] of rows.entries()) {
        const previous = rows[index - 1];
        expect(row.follows_id).toBe(previous?.voucher_id === row.voucher_id ? previous.id : null);
      }
      // The sequence goes on after the rows it numbered.
      await db.query(
        `INSERT INTO card_events (voucher_id, kind, occurred_at, source, donation_id, leader_id)
         VALUES ('C-3', 'recalled', now(), 'app', $1, $2)`,
        [MOVED, JOAO],
      );
    } finally {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rm(before, { recursive: true, force: true });
    }
  }, 120_000);
});
