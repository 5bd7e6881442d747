import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import { makePng } from '#server/files/png.ts';
import { linkHolderFor } from './user-fixtures.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';

let s3: LocalS3;
let server: TestServer;
const photo = makePng(4, 4, () => [10, 120, 200]);

beforeAll(async () => {
  s3 = await startLocalS3();
  for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value);
  server = await startTestServer({ env: { ...s3.env, FILE_LINK_TTL_SECONDS: '120' } });
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

describe('the S3 file store', () => {
  it('keeps the bytes in the bucket, not on the instance’s disk', async () => {
    const id = await server.deps.files.save(photo, 'image/png', 'foto.png');
    // s3rver does not enforce ACLs, so the object can be read straight from the bucket here.
    const object = await fetch(`${s3.endpoint}/${s3.bucket}/files/${id}`);
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(photo);
    expect(fs.existsSync(path.join(server.dataDir, 'files', id))).toBe(false);
    expect(await server.deps.files.read(id)).toEqual({ bytes: photo, contentType: 'image/png' });
  });

  it('takes a streamed upload and gives the object back in pieces', async () => {
    async function* pieces() {
      yield photo.subarray(0, 10);
      yield photo.subarray(10);
    }
    const id = await server.deps.files.saveStream(pieces(), 'text/csv', 'cartoes.csv');
    const read: Uint8Array[] = [];
    for await (const piece of (await server.deps.files.readStream(id))!) read.push(piece);
    expect(new Uint8Array(Buffer.concat(read))).toEqual(photo);
    await server.deps.files.remove(id);
    expect(await server.deps.files.readStream(id)).toBeNull();
  });

  it('hands out presigned GET links that expire, showing photos and downloading CSVs', async () => {
    const id = await server.deps.files.save(photo, 'image/png', 'foto "recebimento".png');
    const url = new URL(
      await server.deps.files.signedUrl(id, { holder: await linkHolderFor(server) }),
    );
    expect(url.origin).toBe(s3.endpoint);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="foto__recebimento_.png"/,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo);

    // Stretching the expiry breaks the signature.
    url.searchParams.set('X-Amz-Expires', '999999');
    expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
  });

  it('serves a finished report through its link', async () => {
    const admin = api(server, await server.tokenFor(demo.admin));
    const created = await admin('POST', '/reports/sites', {});
    let link = '';
    await vi.waitFor(
      async () => {
        const answer = await admin('GET', `/report/${created.json.id}/url`);
        expect(answer.status).toBe(200);
        link = answer.json.url;
      },
      { timeout: 15_000, interval: 100 },
    );
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"/);
    expect(await file.text()).toContain('Unidade');
  });

  it('removes the object with the row', async () => {
    const id = await server.deps.files.save(photo, 'image/png');
    await server.deps.files.remove(id);
    expect(await server.deps.files.read(id)).toBeNull();
  });
});
