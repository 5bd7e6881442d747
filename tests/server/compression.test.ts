import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness.ts';
import { compressBuiltFiles } from '../../scripts/build/compress-assets.ts';
import { makePng } from '#server/files/png.ts';

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET that keeps the bytes exactly as they travelled (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.body);
    case 'gzip':
      return gunzipSync(answer.body);
    default:
      return answer.body;
  }
}

const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const script = `export const cards = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'Cartão ${i}' }`).join(', ')}];\n`;
const shell = `<!doctype html><html lang="pt-BR"><head><title>Cestas Solidárias</title></head><body>${'<p>Cestas Solidárias</p>'.repeat(80)}<div id="root"></div></body></html>`;
const photo = makePng(64, 64, (x, y) => [
  (x * 37 + y * 11) % 256,
  (x * y) % 256,
  (x + y * 53) % 256,
]);

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  server = await startTestServer();
  distDir = server.deps.config.distDir;
  await fs.mkdir(path.join(distDir, 'assets'), { recursive: true });
  await fs.mkdir(path.join(distDir, 'prerendered'), { recursive: true });
  await fs.writeFile(path.join(distDir, 'index.html'), shell);
  await fs.writeFile(
    path.join(distDir, 'prerendered', 'index.html'),
    shell.replace('<div id="root"></div>', '<div id="root"><h1>Início</h1></div>'),
  );
  await fs.writeFile(path.join(distDir, 'assets', 'list-abc123.js'), script);
  await fs.writeFile(path.join(distDir, 'assets', 'logo-abc123.png'), photo);
  await compressBuiltFiles(distDir);
});
afterAll(async () => {
  await server?.close();
});

describe('the built app over HTTP', () => {
  const asset = () => `${server.baseUrl}/assets/list-abc123.js`;

  it('sends the brotli copy to a browser that accepts it, immutable and varying by Accept-Encoding', async () => {
    const answer = await rawGet(asset(), { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.byteLength).toBeLessThan(script.length / 4);
    expect(decoded(answer).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'gzip, br;q=0']) {
      const answer = await rawGet(asset(), { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(decoded(answer).toString()).toBe(script);
    }
  });

  it('sends the file as it is when the client accepts no encoding', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await rawGet(asset(), headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(script);
    }
  });

  it('compresses the HTML of every page, which is revalidated on each visit', async () => {
    for (const route of ['/', '/donation-list']) {
      const answer = await rawGet(`${server.baseUrl}${route}`, {
        'Accept-Encoding': CHROME_ACCEPT_ENCODING,
      });
      expect(answer.headers['content-encoding'], route).toBe('br');
      expect(answer.headers['cache-control'], route).toBe('no-cache');
      expect(decoded(answer).toString(), route).toContain('<title>Cestas Solidárias</title>');
    }
  });

  it('sends the page the build rendered for a public path, and the plain shell for the others', async () => {
    const landing = await rawGet(`${server.baseUrl}/`, {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(decoded(landing).toString()).toContain('<h1>Início</h1>');
    for (const route of ['/donation-list', '/register', '/prerendered', '/index']) {
      const shellPage = await rawGet(`${server.baseUrl}${route}`);
      expect(shellPage.status, route).toBe(200);
      expect(shellPage.body.toString(), route).toBe(shell);
    }
  });

  it('never compresses an image again', async () => {
    const answer = await rawGet(`${server.baseUrl}/assets/logo-abc123.png`, {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(photo)).toBe(true);
    await expect(fs.stat(path.join(distDir, 'assets', 'logo-abc123.png.br'))).rejects.toThrow();
  });
});

describe('JSON answers over HTTP', () => {
  const donations = async (headers: Record<string, string>) =>
    rawGet(`${server.baseUrl}/api/donations`, {
      Authorization: `Bearer ${await server.tokenFor(demo.admin)}`,
      ...headers,
    });

  it('compresses an answer over 1 KB by Accept-Encoding: brotli first, then gzip, else none', async () => {
    const br = await donations({ 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    const gzip = await donations({ 'Accept-Encoding': 'gzip' });
    const identity = await donations({});
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      identity.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    expect(identity.body.byteLength).toBeGreaterThan(1024);
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(identity.body.toString()));
    }
    expect(br.body.byteLength).toBeLessThan(identity.body.byteLength / 4);
  });

  it('leaves a small answer as it is', async () => {
    const answer = await rawGet(`${server.baseUrl}/api/donations`, {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({
      message: 'Sessão expirada. Entre novamente.',
    });
  });
});
