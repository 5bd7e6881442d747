import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listenVerdict } from '#server/listen-address.ts';
import { freePort } from '#tests/support/free-port.ts';
import { freshDatabase } from '#tests/server/harness.ts';
import { refusedServerProcess, startServerProcess, stopServerProcesses } from './server-process.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 1 of the third review: `npm start` listened on every interface while it seeded the demo
// admin with the published password, so anyone on the same Wi-Fi signed in as admin.

const dataDirs: string[] = [];
afterAll(async () => {
  await stopServerProcesses();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A DATA_DIR holding a migrated embedded database, so the server starts in seconds. */
async function freshDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-listen-'));
  dataDirs.push(dir);
  await freshDatabase(dir);
  return dir;
}

/** A real server process starts, migrates and seeds: far longer than a unit test's default. */
const PROCESS_TIMEOUT = 120_000;

/** This machine's addresses other people on its network reach it by (none on a loopback-only box). */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')
  .map((entry) => entry!.address);

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    socket.setTimeout(3_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The address the server said it listens on (its "server ready" line). */
function readyAddress(output: string): string | undefined {
  const line = output.split('\n').find((text) => text.includes('"server ready"'));
  return line === undefined ? undefined : (JSON.parse(line) as { address?: string }).address;
}

/** A GET with the Host header set by hand (fetch does not let a caller choose it). */
function getWithHost(baseUrl: string, pathName: string, host: string): Promise<number> {
  const url = new URL(pathName, baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get(
        { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
      .on('error', reject);
  });
}

describe('where the server listens', () => {
  it(
    'with the demo accounts on a loopback origin (npm start), only on loopback',
    async () => {
      const port = await freePort();
      const server = await startServerProcess({
        DATA_DIR: await freshDataDir(),
        PORT: String(port),
        PUBLIC_ORIGIN: `http://localhost:${port}`,
      });
      expect(server.output()).toContain('"seeded":true');
      expect(await accepts('127.0.0.1', port)).toBe(true);
      for (const address of networkAddresses) expect(await accepts(address, port)).toBe(false);
      // Also where this machine has no other network to try.
      expect(readyAddress(server.output())).toBe('127.0.0.1');
      await server.stop();
    },
    PROCESS_TIMEOUT,
  );

  it(
    'HOST exposes it, but never while demo accounts exist',
    async () => {
      const refused = await refusedServerProcess({
        DATA_DIR: await freshDataDir(),
        HOST: '0.0.0.0',
        SEED_DEMO_DATA: 'true',
      });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('Recusado: HOST expõe o servidor à rede');

      const port = await freePort();
      const exposed = await startServerProcess({
        DATA_DIR: await freshDataDir(),
        PORT: String(port),
        HOST: '0.0.0.0',
        SEED_DEMO_DATA: 'false',
      });
      expect(readyAddress(exposed.output())).toBe('0.0.0.0');
      for (const address of networkAddresses) expect(await accepts(address, port)).toBe(true);
      await exposed.stop();
    },
    PROCESS_TIMEOUT,
  );

  it('the rules: loopback for a loopback origin or demo accounts, every interface otherwise', async () => {
    const publicOrigin = 'https://cestas.exemplo.org.br';
    const base = { host: undefined, allowDemoDataOnPublicOrigin: false };
    const open = async () => true;
    const none = async () => false;
    expect(
      await listenVerdict({ ...base, origin: publicOrigin, loopbackOrigin: false }, none),
    ).toEqual({ kind: 'listen', host: undefined });
    // A public demonstration (forced, loudly) still listens on loopback unless HOST says otherwise.
    expect(
      await listenVerdict(
        { ...base, origin: publicOrigin, loopbackOrigin: false, allowDemoDataOnPublicOrigin: true },
        open,
      ),
    ).toEqual({ kind: 'listen', host: '127.0.0.1' });
    expect(
      await listenVerdict({ ...base, origin: 'http://[::1]:4173', loopbackOrigin: true }, none),
    ).toEqual({ kind: 'listen', host: '::1' });
    expect(
      await listenVerdict(
        { ...base, host: '192.0.2.10', origin: publicOrigin, loopbackOrigin: false },
        open,
      ),
    ).toEqual({ kind: 'refuse' });
    expect(
      await listenVerdict(
        { ...base, host: '127.0.0.1', origin: publicOrigin, loopbackOrigin: false },
        open,
      ),
    ).toEqual({ kind: 'listen', host: '127.0.0.1' });
  });
});

describe('a Host other than the public origin', () => {
  const { server } = serverPerFile();

  it('is answered 421, whatever the path', async () => {
    const { baseUrl } = server();
    for (const pathName of ['/', '/api/donations', '/auth/.well-known/jwks.json', '/privacidade'])
      expect(await getWithHost(baseUrl, pathName, 'cestas.atacante.example')).toBe(421);
    // A rebinding page keeps its own name and the server's port.
    expect(
      await getWithHost(baseUrl, '/', `cestas.atacante.example:${new URL(baseUrl).port}`),
    ).toBe(421);
  });

  it('the origin itself, its loopback aliases and the instance probes are served', async () => {
    const { baseUrl } = server();
    const port = new URL(baseUrl).port;
    expect(await getWithHost(baseUrl, '/auth/.well-known/jwks.json', `127.0.0.1:${port}`)).toBe(
      200,
    );
    expect(await getWithHost(baseUrl, '/auth/.well-known/jwks.json', `localhost:${port}`)).toBe(
      200,
    );
    expect(await getWithHost(baseUrl, '/healthz', '10.0.0.7:8080')).toBe(200);
    expect(await getWithHost(baseUrl, '/readyz', '10.0.0.7:8080')).toBe(200);
  });
});
