import net from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3Client } from '#server/files/open-file-store.ts';
import { unavailableDependency } from '#server/http/unavailable.ts';

/**
 * A bucket that accepts connections and never answers (the load benchmark's S3 fault): the write
 * must fail after the client's timeouts, as a failure the app answers 503 and the phone's outbox
 * resends, instead of holding the leader's request until the store comes back.
 */

const sockets = new Set<net.Socket>();
const silentStore = net.createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let endpoint = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => silentStore.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(silentStore.address() as net.AddressInfo).port}`;
});
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silentStore.close(resolve));
});

describe('a file store that stops answering', () => {
  it('fails the photo write after its timeouts, as the file store being unavailable', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    const client = createS3Client(
      {
        kind: 's3',
        bucket: 'cestas',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        prefix: 'files/',
      },
      { connectionTimeout: 1_000, requestTimeout: 300 },
    );

    const failure = await client
      .send(
        new PutObjectCommand({
          Bucket: 'cestas',
          Key: 'files/entrega.jpg',
          Body: new Uint8Array(64 * 1024),
          ContentType: 'image/jpeg',
        }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(unavailableDependency(failure)).toBe('files');
  });
});
