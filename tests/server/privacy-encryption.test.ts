/**
 * Identifiers at rest (docs/privacy.md "Keys"): sealed with AES-256-GCM, found by their keyed
 * hash, converted by the migration, re-sealed by the rotation job, and a server with other keys
 * refuses to start.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  DEMO_PASSWORD,
  onPostgres,
  startTestServer,
  testClock,
  type TestServer,
} from './harness.ts';
import { firstDonationOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';
import { openPgliteDb } from '#server/db/pglite-db.ts';
import { migrate } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/privacy/code-migrations.ts';
import { DataProtection } from '#server/privacy/data-protection.ts';
import { generateKeyring, withNewActiveKey } from '#server/privacy/data-keys.ts';
import { registerDataKeys } from '#server/privacy/key-registry.ts';
import { rotateDataKeys, rotationPending } from '#server/key-rotation.ts';
import { voucherField } from '#server/privacy/sealed-fields.ts';
import {
  SEALED_RECIPIENT_COLUMNS,
  SEALED_VALUE_COLUMNS,
} from '#server/privacy/recipient-identifiers.ts';
import { findAccountByLogin } from '#server/identity/user-accounts.ts';
import { DiskFileStore } from '#server/files/disk-file-store.ts';

const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
});

afterAll(async () => {
  await server?.close();
});

/** Every CPF, phone and e-mail of the seeded people, as they could appear in clear. */
const seededIdentifiers = [
  demo.admin,
  demo.maria,
  demo.joao,
  demo.readonly,
  '12345678909',
  '85296374100',
  '11987654321',
  '11976543210',
  'josefa.ribeiro@exemplo.org.br',
  'ana.costa@exemplo.org.br',
];

async function tableText(table: string): Promise<string> {
  return JSON.stringify(await server.db.query(`SELECT * FROM ${table}`));
}

describe('identifiers at rest', () => {
  it('no table holds a seeded CPF, phone or e-mail in clear', async () => {
    for (const table of [
      'users',
      'vouchers',
      'load_errors',
      'auth_throttle',
      'idempotency_keys',
      'reports',
      'access_log',
    ]) {
      const text = await tableText(table);
      for (const value of seededIdentifiers)
        expect(text, `${table} holds ${value}`).not.toContain(value);
    }
  });

  it('sign-in finds the account by the CPF it was typed as, masked or not', async () => {
    for (const typed of ['529.982.247-25', demo.admin]) {
      const tokens = await signInWithCode(server.baseUrl, typed, DEMO_PASSWORD);
      const profile = await api(server, tokens.id_token)('GET', '/profile');
      expect(profile.json).toMatchObject({
        login: demo.admin,
        name: 'Ana Costa',
        email: 'ana.costa@exemplo.org.br',
        role: 'admin',
      });
    }
  });

  it("the filter's leader CPF, registration by the leader's CPF and the leader search still work", async () => {
    const admin = api(server, await server.tokenFor(demo.admin));
    const byCpf = await admin('GET', '/filter/donation?leaderCpf=246.813.579-28');
    expect(byCpf.json.donations.length).toBeGreaterThan(0);
    expect(new Set(byCpf.json.donations.map((d: { leaderName: string }) => d.leaderName))).toEqual(
      new Set(['João Santos']),
    );
    const sites = (await admin('GET', '/sites')).json.sites;
    const registered = await admin('POST', '/donations', {
      donationId: 'SP-20261121999999001',
      leaderLogin: demo.maria,
      siteId: sites[0].siteId,
      quantity: 2,
      sentDate: '2026-11-21',
    });
    expect(registered.status, registered.text).toBe(201);
    expect(registered.json.leaderLogin).toBe(demo.maria);
    expect((await admin('GET', '/leaders?name=Mar')).json.leaders).toContainEqual(
      expect.objectContaining({
        id: await server.userId(demo.maria),
        name: 'Maria da Silva',
        login: '***.444.777-**',
      }),
    );
  });

  it('a delivery stores its CPF, phone and e-mail sealed, with keyed hashes, and bound to its card', async () => {
    const joao = api(server, await server.tokenFor(demo.joao));
    const donationId = await firstDonationOf(server, demo.joao, 2);
    const [voucher] = await vouchersOf(server.db, donationId);
    const response = await joao(
      'POST',
      `/donations/${donationId}/donate`,
      form(
        {
          ...location,
          voucherId: voucher!.voucher_id,
          delivered: 'true',
          receivedName: 'Teresa Lima',
          receivedCpf: '111.444.777-35',
          receivedContactNumber: '(21) 99888-7766',
          receivedEmail: 'teresa@exemplo.org.br',
        },
        { donateDonationFile: pngFile(30) },
      ),
    );
    expect(response.status, response.text).toBe(204);
    const [row] = await server.db.query<Record<string, string>>(
      'SELECT * FROM vouchers WHERE voucher_id = $1',
      [voucher!.voucher_id],
    );
    expect(JSON.stringify(row)).not.toMatch(/11144477735|99888|teresa@/);
    const p = server.deps.protection;
    expect(p.open(row!.received_cpf_enc!, voucherField('received_cpf', voucher!.voucher_id))).toBe(
      '11144477735',
    );
    expect(row!.received_cpf_hash).toBe(p.hash('cpf', '11144477735'));
    expect(row!.received_phone_hash).toBe(p.hash('phone', '21998887766'));
    // Sealed for this card: moved to another card it does not open.
    expect(() =>
      p.open(row!.received_cpf_enc!, voucherField('received_cpf', 'outro-cartao')),
    ).toThrow(/alterado ou de outro lugar/);
  });

  it("every sealed column of a card's recipient is declared, so rotation and erasure reach it", async () => {
    const columns = await server.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'vouchers'
          AND column_name LIKE 'received\\_%' AND (column_name LIKE '%\\_enc' OR column_name LIKE '%\\_hash')
        ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(
      [...SEALED_RECIPIENT_COLUMNS].sort(),
    );
  });

  it('photos and charge files are sealed on disk', async () => {
    const id = await server.deps.files.save(pngFile(70).bytes, 'image/png', 'foto.png');
    const onDisk = await fs.readFile(path.join(server.dataDir, 'files', id));
    expect(onDisk.subarray(0, 4).toString()).toBe('CSP1');
    expect((await server.deps.files.read(id))!.bytes).toEqual(pngFile(70).bytes);
  });
});

describe('keys', () => {
  it('a server started with other keys than the data was sealed with refuses to run', async () => {
    const other = new DataProtection(generateKeyring());
    await expect(registerDataKeys(server.db, other.keyring, 'DATA_KEYS')).rejects.toThrow(
      /não estão em DATA_KEYS/,
    );
    // The refused keys were not left behind: the right ones still start.
    await expect(
      registerDataKeys(server.db, server.deps.protection.keyring, 'DATA_KEYS'),
    ).resolves.toBeUndefined();
  });

  it('rotation re-seals every row and file with the new key, keeps search working, and retires the old key', async () => {
    const oldKey = server.deps.protection.activeEncryptionKey;
    const rotated = new DataProtection(
      withNewActiveKey(server.deps.protection.keyring, 'encryption', clock.now()),
    );
    await registerDataKeys(server.db, rotated.keyring, 'teste');
    const { config, fileLinks, now } = server.deps;
    const files = new DiskFileStore({
      db: server.db,
      dataDir: config.dataDir,
      origin: config.origin,
      links: fileLinks,
      linkTtlSeconds: 60,
      now,
      protection: rotated,
    });
    const deps = { db: server.db, files, protection: rotated };
    expect(await rotationPending(deps)).toBe(true);
    const report = await rotateDataKeys(deps, clock.now());
    expect(report.users).toBeGreaterThanOrEqual(8);
    expect(report.vouchers).toBeGreaterThan(0);
    expect(report.retired).toEqual([oldKey]);
    expect(await rotationPending(deps)).toBe(false);
    const sealed = await server.db.query<{ login_enc: string }>('SELECT login_enc FROM users');
    expect(sealed.every((row) => row.login_enc.startsWith(`${rotated.activeEncryptionKey}.`))).toBe(
      true,
    );
    const recipients = await server.db.query<Record<string, string | null>>(
      `SELECT ${SEALED_VALUE_COLUMNS.join(', ')} FROM vouchers`,
    );
    const values = recipients
      .flatMap((row) => Object.values(row))
      .filter((value) => value !== null);
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => !value.startsWith(`${rotated.activeEncryptionKey}.`))).toEqual(
      [],
    );
    // Only the new key is needed now: the old one can leave the keyring.
    const newOnly = new DataProtection({
      ...rotated.keyring,
      encryption: {
        active: rotated.activeEncryptionKey,
        keys: new Map([
          [
            rotated.activeEncryptionKey,
            rotated.keyring.encryption.keys.get(rotated.activeEncryptionKey)!,
          ],
        ]),
      },
    });
    expect((await findAccountByLogin(server.db, newOnly, demo.maria))?.name).toBe('Maria da Silva');
    const [photo] = await server.db.query<{ id: string }>(
      "SELECT id FROM files WHERE content_type = 'image/png' LIMIT 1",
    );
    const onDisk = await fs.readFile(path.join(server.dataDir, 'files', photo!.id));
    expect(onDisk.includes(Buffer.from(rotated.activeEncryptionKey))).toBe(true);
    expect(Buffer.from((await files.read(photo!.id))!.bytes.subarray(1, 4)).toString()).toBe('PNG');
  });
});

describe('the migration from clear identifiers', () => {
  it('seals the rows written before encryption and drops the clear columns', async () => {
    if (onPostgres) return; // The conversion is the same SQL and code on both; PGlite runs it from its files.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-old-'));
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-old-migrations-'));
    const migrations = path.resolve(import.meta.dirname, '../../server/db/migrations');
    for (const name of await fs.readdir(migrations))
      if (name < '010') await fs.copyFile(path.join(migrations, name), path.join(before, name));
    const db = await openPgliteDb(path.join(dir, 'pg'));
    try {
      await migrate(db, {}, before);
      await db.query(
        `INSERT INTO users (id, login, name, email, role, password_hash, phone, birthdate)
         VALUES ('6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b001', '11144477735', 'Maria', 'maria@exemplo.org.br', 'leader', 'x', '11999990000', '1980-01-02')`,
      );
      await db.query("INSERT INTO sites (name, city, state) VALUES ('Unidade', 'São Paulo', 'SP')");
      await db.query(
        `INSERT INTO donations (donation_id, leader_id, site_id, quantity) SELECT 'SP-20250101000000001', id, 1, 1 FROM users`,
      );
      await db.query(
        `INSERT INTO vouchers (voucher_id, donation_id, position, status, received_cpf, received_name, received_contact_number)
         VALUES ('C1', 'SP-20250101000000001', 1, 2, '85296374100', 'Luzia', '11987654321')`,
      );
      await db.query(
        "INSERT INTO loads (id, file_name, type, status, created_by) SELECT '6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b002', 'x.csv', 'user', 'Dados duplicados', id FROM users",
      );
      await db.query(
        "INSERT INTO load_errors (load_id, line, message) VALUES ('6f0d5a6e-0c2e-4c55-9d64-0c59a6a1b002', 2, 'CPF 52998224725 já cadastrado.')",
      );

      const protection = new DataProtection(generateKeyring());
      await expect(migrate(db, codeMigrations(undefined))).rejects.toThrow(/nenhuma chave/);
      const applied = await migrate(db, codeMigrations(protection));
      expect(applied).toContain('011_encrypt_identifiers');
      expect(JSON.stringify(await db.query('SELECT * FROM users'))).not.toMatch(
        /11144477735|11999990000|1980-01-02|maria@/,
      );
      expect(JSON.stringify(await db.query('SELECT * FROM vouchers'))).not.toMatch(
        /85296374100|11987654321/,
      );
      expect(
        (await db.query<{ message: string }>('SELECT message FROM load_errors'))[0]!.message,
      ).toBe('CPF ***.982.247-** já cadastrado.');
      expect((await findAccountByLogin(db, protection, '11144477735'))?.email).toBe(
        'maria@exemplo.org.br',
      );
      const [card] = await db.query<{ received_cpf_enc: string; received_cpf_hash: string }>(
        'SELECT received_cpf_enc, received_cpf_hash FROM vouchers',
      );
      expect(protection.open(card!.received_cpf_enc, voucherField('received_cpf', 'C1'))).toBe(
        '85296374100',
      );
      expect(card!.received_cpf_hash).toBe(protection.hash('cpf', '85296374100'));
    } finally {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rm(before, { recursive: true, force: true });
    }
    // A fresh embedded database and every migration: slow on a busy machine.
  }, 180_000);
});
