import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '#server/config/config.ts';
import { demoDataVerdict } from '#server/demo/demo-guard.ts';
import { hashPassword } from '#server/identity/passwords.ts';
import { startTestServer, type TestServer } from '#tests/server/harness.ts';
import { refusedServerProcess } from './server-process.ts';

// Finding 1: any empty database got the demo accounts, admin included, whose password the README publishes.

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('is seeded by default only on a loopback origin, and on request', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'http://localhost:4173' }).seedDemoData).toBe(true);
    expect(readConfig({ PUBLIC_ORIGIN: 'https://cestas.exemplo.org.br' }).seedDemoData).toBe(false);
    expect(
      readConfig({ PUBLIC_ORIGIN: 'https://cestas.exemplo.org.br', SEED_DEMO_DATA: 'true' })
        .seedDemoData,
    ).toBe(true);
    expect(
      readConfig({ PUBLIC_ORIGIN: 'http://localhost:4173', SEED_DEMO_DATA: 'false' }).seedDemoData,
    ).toBe(false);
  });

  it('the server refuses to start with demo accounts on a public origin', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-demo-'));
    dataDirs.push(dataDir);
    const server = await refusedServerProcess({
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'https://cestas.exemplo.org.br',
      SEED_DEMO_DATA: 'true',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Recusado: contas de demonstração');
  });

  describe('in a database seeded before', () => {
    let seeded: TestServer;
    beforeAll(async () => {
      seeded = await startTestServer();
    });
    afterAll(async () => {
      await seeded?.close();
    });

    it('demo accounts left in a database count too; forcing it only warns; a changed password clears it', async () => {
      const publicOrigin = { origin: 'https://cestas.exemplo.org.br', seedDemoData: false };
      expect(
        await demoDataVerdict(
          { ...publicOrigin, allowDemoDataOnPublicOrigin: false },
          seeded.db,
          seeded.deps.protection,
        ),
      ).toBe('refuse');
      expect(
        await demoDataVerdict(
          { ...publicOrigin, allowDemoDataOnPublicOrigin: true },
          seeded.db,
          seeded.deps.protection,
        ),
      ).toBe('warn');
      await seeded.db.query('UPDATE users SET password_hash = $1', [
        await hashPassword('uma-senha-que-ninguem-publicou'),
      ]);
      expect(
        await demoDataVerdict(
          { ...publicOrigin, allowDemoDataOnPublicOrigin: false },
          seeded.db,
          seeded.deps.protection,
        ),
      ).toBe('ok');
    });
  });
});
