import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { migrate } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/privacy/code-migrations.ts';
import { hashPassword, verifyPassword } from '#server/identity/passwords.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

describe('migrations', () => {
  it('records each migration once and does nothing on a second run', async () => {
    expect(await migrate(server.db, codeMigrations(undefined))).toEqual([]);
    const rows = await server.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toContain('001_init.sql');
  });

  it('applies new files in name order, each once', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-migrations-'));
    await fs.writeFile(path.join(dir, '900_b.sql'), "INSERT INTO probe (step) VALUES ('b');");
    await fs.writeFile(
      path.join(dir, '899_a.sql'),
      "CREATE TABLE probe (id serial, step text); INSERT INTO probe (step) VALUES ('a');",
    );
    expect(await migrate(server.db, {}, dir)).toEqual(['899_a.sql', '900_b.sql']);
    expect(await migrate(server.db, {}, dir)).toEqual([]);
    expect(
      (await server.db.query<{ step: string }>('SELECT step FROM probe ORDER BY id')).map(
        (r) => r.step,
      ),
    ).toEqual(['a', 'b']);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe('transactions', () => {
  it('commits on success and leaves no trace when the function throws', async () => {
    await server.db.exec('CREATE TABLE tx_probe (value int)');
    await server.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
    });
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [2]);
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(await server.db.query('SELECT value FROM tx_probe')).toEqual([{ value: 1 }]);
  });
});

describe('passwords', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('senha1234');
    const second = await hashPassword('senha1234');
    expect(first).not.toBe(second);
    expect(first).not.toContain('senha1234');
    expect(await verifyPassword('senha1234', first)).toBe(true);
    expect(await verifyPassword('senha12345', first)).toBe(false);
    expect(await verifyPassword('senha1234', 'texto-qualquer')).toBe(false);
  });
});
