/**
 * Security review 2, finding 11: a client that trickled its request held the connection for
 * 327 s (Node's default five minutes plus its 30-second check), and nothing capped how many
 * connections one instance held. The real entry point (server/main.ts) in its own process.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/server/harness.ts';
import { startServerProcess, stopServerProcesses, type ServerProcess } from './server-process.ts';

const dataDirs: string[] = [];
afterAll(async () => {
  await stopServerProcesses();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A server on a copy of the migrated template: what is tested here is the HTTP layer, not the first start. */
async function serverWith(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-bounds-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    ...(await freshDatabase(dataDir)),
    ...env,
  });
}

/** A raw connection; resolves with everything the server sent once it closes it. */
function connect(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => {});
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, opened, closed };
}

let tight: ServerProcess;
let capped: ServerProcess;
beforeAll(async () => {
  [tight, capped] = await Promise.all([
    serverWith({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' }),
    serverWith({
      MAX_CONNECTIONS: '3',
      REQUEST_TIMEOUT_SECONDS: '60',
      HEADERS_TIMEOUT_SECONDS: '60',
    }),
  ]);
  // Two process starts take seconds, and more than a minute beside the other lanes on 2 cores.
}, 180_000);

describe('one connection cannot hold the server, nor can many', () => {
  it('a body trickled a byte at a time is answered 408 and closed once the request timeout passes', async () => {
    const { socket, opened, closed } = connect(tight.baseUrl);
    await opened;
    // A public form post (the token endpoint reads its body): 200 bytes promised, one sent per 200 ms.
    socket.write(
      `POST /auth/oauth2/token HTTP/1.1\r\nHost: ${new URL(tight.baseUrl).host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < 200 && !socket.destroyed) socket.write('a', () => {});
      sent += 1;
    }, 200);
    const startedAt = Date.now();
    const answer = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Closed by the server well before the client would have finished (40 s at this pace).
    expect(sent).toBeLessThan(100);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_500);
  });

  it('headers that never end are cut off too', async () => {
    const { socket, opened, closed } = connect(tight.baseUrl);
    await opened;
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('past MAX_CONNECTIONS a new connection is closed at once; a freed slot serves again', async () => {
    const server = capped;
    const held = [connect(server.baseUrl), connect(server.baseUrl), connect(server.baseUrl)];
    await Promise.all(held.map((connection) => connection.opened));
    // Each is mid-request, as a slow phone would be.
    for (const { socket } of held) socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/healthz`).catch(() => null))?.status ?? 0, {
        timeout: 10_000,
      })
      .toBe(200);
    for (const { socket } of held.slice(1)) socket.destroy();
  });
});
