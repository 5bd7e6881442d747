/**
 * A charge file goes to the disk store as it is uploaded and comes back from it as it is read,
 * sealed on disk like every file, and an upload that breaks off leaves nothing behind.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const content = randomBytes(600 * 1024);

async function* piecesOf(bytes: Uint8Array, size: number, failAfter = Infinity): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) {
    if (start >= failAfter) throw new Error('conexão perdida');
    yield bytes.subarray(start, start + size);
  }
}

async function joined(pieces: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const all: Uint8Array[] = [];
  for await (const piece of pieces) all.push(piece);
  return Buffer.concat(all);
}

const storedFiles = async () => (await fs.readdir(path.join(server.dataDir, 'files')).catch(() => [] as string[])).sort();

describe('the disk store, streamed', () => {
  it('stores pieces sealed, reads them back in pieces and whole, with the size recorded', async () => {
    const id = await server.deps.files.saveStream(piecesOf(content, 65536), 'text/csv', 'cartoes.csv');
    const onDisk = await fs.readFile(path.join(server.dataDir, 'files', id));
    expect(onDisk.includes(content.subarray(0, 64))).toBe(false);
    const pieces = await server.deps.files.readStream(id);
    expect((await joined(pieces!)).equals(content)).toBe(true);
    expect(Buffer.from((await server.deps.files.read(id))!.bytes).equals(content)).toBe(true);
    const [row] = await server.db.query<{ size_bytes: number }>('SELECT size_bytes FROM files WHERE id = $1', [id]);
    expect(Number(row?.size_bytes)).toBe(content.length);
    await server.deps.files.remove(id);
    expect(await server.deps.files.readStream(id)).toBeNull();
  });

  it('keeps nothing of an upload that breaks off', async () => {
    const before = await storedFiles();
    await expect(server.deps.files.saveStream(piecesOf(content, 65536, 300 * 1024), 'text/csv', 'cartoes.csv')).rejects.toThrow('conexão perdida');
    expect(await storedFiles()).toEqual(before);
  });
});
