import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgliteDir } from '#server/db/open-db.ts';
import { exposedEntries } from '#server/files/private-data-dir.ts';
import { migratedTemplate } from '#tests/server/harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

// Finding 5: the PGlite files under DATA_DIR were 0666 and the folder 0755.

let dataDir: string;
let server: ServerProcess;

async function makeWorldWritable(entry: string): Promise<void> {
  const stat = await fs.stat(entry);
  await fs.chmod(entry, stat.isDirectory() ? 0o777 : 0o666);
  if (stat.isDirectory())
    for (const name of await fs.readdir(entry)) await makeWorldWritable(path.join(entry, name));
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-perms-'));
  // A database left by an older version, readable and writable by everyone.
  await fs.cp(await migratedTemplate(), pgliteDir(dataDir), { recursive: true });
  await fs.mkdir(path.join(dataDir, 'files'));
  await fs.writeFile(path.join(dataDir, 'files', 'foto-antiga'), 'x');
  await makeWorldWritable(dataDir);
  server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
  // A server process compiled on the fly opens PGlite in seconds, and in over a minute while the
  // other lanes fill a 2-core machine; what this file checks is the modes, not that time.
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('the server makes DATA_DIR 0700 and everything in it private before it serves', async () => {
  expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
  expect((await fs.stat(path.join(dataDir, 'files', 'foto-antiga'))).mode & 0o777).toBe(0o600);
  expect((await fs.stat(path.join(dataDir, 'jwks-private.json'))).mode & 0o777).toBe(0o600);
  expect(await exposedEntries(dataDir)).toEqual([]);
});
