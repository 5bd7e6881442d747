/**
 * A charge file goes to the disk store as it is uploaded and comes back from it as it is read,
 * sealed on disk like every file, and an upload that breaks off leaves nothing behind.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const content = randomBytes(600 * 1024);

async function* piecesOf(
  bytes: Uint8Array,
  size: number,
  failAfter = Infinity,
): AsyncGenerator<Uint8Array> {
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

const storedFiles = async () =>
  (await fs.readdir(path.join(server.dataDir, 'files')).catch(() => [] as string[])).sort();

describe('the disk store, streamed', () => {
  it('stores pieces sealed, reads them back in pieces and whole, with the size recorded', async () => {
    const id = await server.deps.files.saveStream(
      piecesOf(content, 65536),
      'text/csv',
      'cartoes.csv',
    );
    const onDisk = await fs.readFile(path.join(server.dataDir, 'files', id));
    expect(onDisk.includes(content.subarray(0, 64))).toBe(false);
    const pieces = await server.deps.files.readStream(id);
    expect((await joined(pieces!)).equals(content)).toBe(true);
    expect(Buffer.from((await server.deps.files.read(id))!.bytes).equals(content)).toBe(true);
    const [row] = await server.db.query<{ size_bytes: number }>(
      'SELECT size_bytes FROM files WHERE id = $1',
      [id],
    );
    expect(Number(row?.size_bytes)).toBe(content.length);
    await server.deps.files.remove(id);
    expect(await server.deps.files.readStream(id)).toBeNull();
  });

  it('keeps nothing of an upload that breaks off', async () => {
    const before = await storedFiles();
    await expect(
      server.deps.files.saveStream(piecesOf(content, 65536, 300 * 1024), 'text/csv', 'cartoes.csv'),
    ).rejects.toThrow('conexão perdida');
    expect(await storedFiles()).toEqual(before);
  });
});

describe('a charge upload refused after its file', () => {
  it('keeps nothing of the file when a later part of the form is refused, even once the file was stored, nor when a text field named file comes first', async () => {
    const token = await server.tokenFor(demo.admin);
    const before = await storedFiles();
    const send = (parts: string) =>
      fetch(`${server.baseUrl}/api/load/site`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=limite',
        },
        body: `${parts}--limite--\r\n`,
      });
    const file =
      '--limite\r\nContent-Disposition: form-data; name="file"; filename="unidades.csv"\r\nContent-Type: text/csv\r\n\r\nname;city;state\r\nUnidade Depois;Recife;PE\r\n';
    const textFile =
      '--limite\r\nContent-Disposition: form-data; name="file"\r\n\r\nname;city;state\r\n';
    const afterFile = await send(file + textFile);
    expect(afterFile.status).toBe(400);
    const beforeFile = await send(textFile + file);
    expect(beforeFile.status).toBe(400);
    expect((await beforeFile.json()).message).toBe('O campo file deve ser um arquivo.');
    expect(await storedFiles()).toEqual(before);
    expect(await server.db.query(`SELECT 1 FROM sites WHERE name = 'Unidade Depois'`)).toEqual([]);

    // The refusal arrives once the file is already stored (a slow connection): the stored file goes.
    const request = http.request(`${server.baseUrl}/api/load/site`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=limite',
      },
    });
    request.on('error', () => undefined);
    const answered = new Promise<number>((resolve) =>
      request.on('response', (response) => resolve(response.statusCode ?? 0)),
    );
    request.write(`${file}--limite\r\n`);
    await vi.waitFor(async () => expect((await storedFiles()).length).toBe(before.length + 1));
    request.end(
      `Content-Disposition: form-data; name="file"\r\n\r\nname;city;state\r\n--limite--\r\n`,
    );
    expect(await answered).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });
});
