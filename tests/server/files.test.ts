import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testClock, type TestServer } from './harness.ts';
import { makePng } from '#server/files/png.ts';
import type { FileLinkHolder } from '#server/identity/session-check.ts';
import { linkHolderFor } from './user-fixtures.ts';

const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;
let holder: FileLinkHolder;
beforeAll(async () => {
  server = await startTestServer({ seed: false, now: clock.now });
  holder = await linkHolderFor(server, clock.now());
});
afterAll(async () => {
  await server?.close();
});

const photo = makePng(4, 4, () => [10, 120, 200]);

describe('signed file links (/files/…)', () => {
  it('serves the stored bytes inline with their type, a safe file name and nosniff', async () => {
    const id = await server.deps.files.save(photo, 'image/png', 'foto "recebimento".png');
    const url = await server.deps.files.signedUrl(id, { holder });
    expect(url.startsWith(`${server.baseUrl}/files/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline; filename="foto__recebimento_\.png"; filename\*=UTF-8''/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo);
  });

  it('stores files under DATA_DIR/files/<uuid>, never under the uploaded name', async () => {
    const id = await server.deps.files.save(photo, 'image/png', '../../etc/passwd');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(`${server.dataDir}/files`)).toContain(id);
  });

  it('answers 403 once the link has expired (2 minutes by default)', async () => {
    const url = await server.deps.files.signedUrl(
      await server.deps.files.save(photo, 'image/png'),
      { holder },
    );
    clock.advance(110 * 1000);
    expect((await fetch(url)).status).toBe(200);
    clock.advance(20 * 1000);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      message: 'Link expirado ou inválido. Gere um novo link.',
    });
  });

  it('answers 403 when the link was altered', async () => {
    const first = await server.deps.files.signedUrl(
      await server.deps.files.save(photo, 'image/png'),
      { holder },
    );
    const second = await server.deps.files.signedUrl(
      await server.deps.files.save(photo, 'image/png'),
      { holder },
    );
    const [payloadA, signatureA] = first.split('/files/')[1]!.split('.');
    const [payloadB] = second.split('/files/')[1]!.split('.');
    // Another file's payload under this signature, and this payload with a flipped signature character.
    expect((await fetch(`${server.baseUrl}/files/${payloadB}.${signatureA}`)).status).toBe(403);
    const flipped = `${signatureA!.slice(0, -1)}${signatureA!.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetch(`${server.baseUrl}/files/${payloadA}.${flipped}`)).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/files/garbage`)).status).toBe(403);
  });

  it('downloads a file whose type is not a safe image/pdf/csv instead of rendering it', async () => {
    const id = await server.deps.files.save(
      new TextEncoder().encode('<script>alert(1)</script>'),
      'text/html',
      'x.html',
    );
    const response = await fetch(await server.deps.files.signedUrl(id, { holder }));
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers 404 for a valid link to a removed file', async () => {
    const id = await server.deps.files.save(photo, 'image/png');
    const url = await server.deps.files.signedUrl(id, { holder });
    await server.deps.files.remove(id);
    expect((await fetch(url)).status).toBe(404);
    expect(await server.deps.files.read(id)).toBeNull();
  });
});
