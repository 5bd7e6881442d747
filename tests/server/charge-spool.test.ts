/**
 * A load's valid lines wait for the all-or-nothing apply in a sealed spool on disk, not in the
 * server's memory, and are applied a chunk at a time: cards keep their positions across chunks,
 * and no spool outlives its load.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataProtection, DataProtectionError } from '#server/privacy/data-protection.ts';
import { generateKeyring } from '#server/privacy/data-keys.ts';
import { ChargeSpool, removeStaleSpools } from '#server/domain/charges/charge-spool.ts';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import { csvForm, firstDonationOf } from './route-fixtures.ts';

const protection = new DataProtection(generateKeyring());
let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-spool-'));
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const spoolFiles = async (dir: string) =>
  fs.readdir(path.join(dir, 'spool')).catch(() => [] as string[]);

async function read<T>(spool: ChargeSpool<T>) {
  const chunks: { line: number; value: T }[][] = [];
  for await (const chunk of spool.chunks()) chunks.push(chunk);
  return chunks;
}

describe('the spool', () => {
  it('gives back its chunks in order, keeps them sealed on disk, and is gone once removed', async () => {
    const spool = await ChargeSpool.open<{ cpf: string }>(dataDir, protection);
    await spool.append([{ line: 2, value: { cpf: '52998224725' } }]);
    await spool.append([]);
    await spool.append([
      { line: 3, value: { cpf: 'linha\nquebrada' } },
      { line: 4, value: { cpf: 'ação' } },
    ]);
    expect(await read(spool)).toEqual([
      [{ line: 2, value: { cpf: '52998224725' } }],
      [
        { line: 3, value: { cpf: 'linha\nquebrada' } },
        { line: 4, value: { cpf: 'ação' } },
      ],
    ]);
    const [name] = await spoolFiles(dataDir);
    const onDisk = await fs.readFile(path.join(dataDir, 'spool', name!));
    expect(onDisk.includes(Buffer.from('52998224725'))).toBe(false);
    expect((await fs.stat(path.join(dataDir, 'spool', name!))).mode & 0o777).toBe(0o600);
    await spool.remove();
    expect(await spoolFiles(dataDir)).toEqual([]);
  });

  it('refuses a spool changed on disk, even where the change still reads as JSON', async () => {
    const dir = await fs.mkdtemp(path.join(dataDir, 'changed-'));
    const spool = await ChargeSpool.open<number>(dir, protection);
    await spool.append([{ line: 2, value: 7 }]);
    expect(await read(spool)).toEqual([[{ line: 2, value: 7 }]]);
    const [name] = await spoolFiles(dir);
    const file = path.join(dir, 'spool', name!);
    const bytes = await fs.readFile(file);
    // AES-GCM is a stream cipher: flipping a bit of the '7' makes a '6', which only the tag catches.
    bytes[protection.streamSealer('any').headerLength + '[{"line":2,"value":'.length]! ^= 1;
    await fs.writeFile(file, bytes);
    await expect(read(spool)).rejects.toBeInstanceOf(DataProtectionError);
    await spool.remove();
  });

  it('refuses a spool swapped for plain text, which was never written so', async () => {
    const dir = await fs.mkdtemp(path.join(dataDir, 'plain-'));
    const spool = await ChargeSpool.open<number>(dir, protection);
    await spool.append([{ line: 2, value: 7 }]);
    await read(spool);
    const [name] = await spoolFiles(dir);
    await fs.writeFile(path.join(dir, 'spool', name!), '[{"line":2,"value":9000}]\n');
    await expect(read(spool)).rejects.toBeInstanceOf(DataProtectionError);
    await spool.remove();
  });

  it('left by a stopped instance, is removed once it is an hour old', async () => {
    const dir = await fs.mkdtemp(path.join(dataDir, 'stale-'));
    const spool = await ChargeSpool.open<number>(dir, protection);
    await spool.append([{ line: 2, value: 1 }]);
    await removeStaleSpools(dir);
    const [name] = await spoolFiles(dir);
    expect(name).toBeDefined();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await fs.utimes(path.join(dir, 'spool', name!), twoHoursAgo, twoHoursAgo);
    await removeStaleSpools(dir);
    expect(await spoolFiles(dir)).toEqual([]);
    await spool.remove();
  });
});

describe('a load applied from its spool', () => {
  it('numbers cards on from the donation’s last one across chunks, and leaves no spool behind', async () => {
    const admin = api(server, await server.tokenFor(demo.admin));
    const donation = await firstDonationOf(server, demo.maria, 1);
    const before = (await admin('GET', `/vouchers?donationId=${donation}`)).json.vouchers as {
      position: number;
    }[];
    const last = Math.max(...before.map((v) => v.position));
    const cards = Array.from({ length: 2_500 }, (_, i) => `SPOOL-${String(i).padStart(5, '0')}`);
    const response = await admin(
      'POST',
      '/load/voucher',
      csvForm(['voucherId;donationId', ...cards.map((card) => `${card};${donation}`)].join('\n')),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({ status: 'Processado com sucesso', rows: cards.length });
    const rows = await server.db.query<{ voucher_id: string; position: number }>(
      `SELECT voucher_id, position FROM vouchers WHERE donation_id = $1 AND voucher_id LIKE 'SPOOL-%' ORDER BY position`,
      [donation],
    );
    expect(rows.map((row) => row.voucher_id)).toEqual(cards);
    expect(rows.map((row) => Number(row.position))).toEqual(cards.map((_, i) => last + 1 + i));
    // The answer can come as the load commits, a moment before its try removes the spool.
    await vi.waitFor(async () => expect(await spoolFiles(server.dataDir)).toEqual([]));
  });

  it('applies nothing when a line after the first chunks fails, and leaves no spool behind', async () => {
    const admin = api(server, await server.tokenFor(demo.admin));
    const donation = await firstDonationOf(server, demo.maria, 1);
    const lines = Array.from({ length: 2_500 }, (_, i) => `LATE-${i};${donation}`);
    lines.push(`LATE-BAD;SP-00000000000000000`);
    const response = await admin(
      'POST',
      '/load/voucher',
      csvForm(['voucherId;donationId', ...lines].join('\n')),
    );
    expect(response.json).toMatchObject({ status: 'Dados inconsistentes', errorCount: 1 });
    expect(await server.db.query(`SELECT 1 FROM vouchers WHERE voucher_id LIKE 'LATE-%'`)).toEqual(
      [],
    );
    await vi.waitFor(async () => expect(await spoolFiles(server.dataDir)).toEqual([]));
  });
});
