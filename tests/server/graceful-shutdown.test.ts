import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, DEMO_PASSWORD, freshDatabase, onPostgres } from './harness.ts';
import { csvForm } from './route-fixtures.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';
import { startServerProcess, type ServerProcess } from '#tests/security/server-process.ts';

const CARDS = 60_000;

/** GET on a connection of its own: a pooled keep-alive one may be closed by the server meanwhile. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}
const donationId = (n: number) => `GS-2026112200000${String(n).padStart(4, '0')}`;

// The real entry point in its own process (PGlite), so it runs once, in the node project.
describe.skipIf(onPostgres)('SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-shutdown-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(await freshDatabase(dataDir)),
      SEED_DEMO_DATA: 'true',
      SHUTDOWN_DRAIN_MS: '3000',
      // The job under way must finish, not race the default 25 s: beside the other lanes on a
      // loaded machine it has taken longer, and the forced exit (code 1) failed the test.
      SHUTDOWN_GRACE_MS: '90000',
      // Likewise the upload's answer waits for its job (201), not for the default 25 s (202).
      LOAD_WAIT_MS: '90000',
    });
    // A process start takes seconds, and more than a minute beside the other lanes on 2 cores.
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('turns /readyz to 503 first, refuses new requests, and lets the request and the job under way finish', async () => {
    // The server's PUBLIC_ORIGIN (startServerProcess sets it to the address called), which the sign-in redirects to.
    const origin = server.baseUrl;
    const { access_token: token } = await signInWithCode(origin, demo.admin, DEMO_PASSWORD);
    const admin = api({ baseUrl: origin }, token);
    const siteId: number = (await admin('GET', '/sites')).json.sites[0].siteId;
    const donations = [
      'donationId;leaderLogin;siteId;quantity',
      `${donationId(1)};${demo.paulo};${siteId};${CARDS}`,
    ];
    expect((await admin('POST', '/load/donation', csvForm(donations.join('\n')))).json.status).toBe(
      'Processado com sucesso',
    );

    const cards = ['voucherId;donationId'];
    for (let i = 0; i < CARDS; i += 1)
      cards.push(`GS-${String(i).padStart(6, '0')};${donationId(1)}`);
    // In flight: the upload waits for its load job, which is running when SIGTERM arrives.
    const upload = admin('POST', '/load/voucher', csvForm(cards.join('\n'), 'cartoes.csv'));
    // Load jobs only: the periodic jobs (retention, the access log's check…) start on their own.
    const jobsStarted = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"job started"') && line.includes('"queue":"charge-load"'))
        .length;
    await vi.waitFor(() => expect(jobsStarted()).toBe(2), { timeout: 30_000, interval: 20 });

    // The drain is long because the running job keeps this 2-core machine's event loop busy: a
    // connection not yet read when the listener closes is dropped as idle.
    process.kill(server.pid, 'SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('"shutting down"'), {
      timeout: 30_000,
      interval: 10,
    });
    expect(await statusOnNewConnection(`${server.baseUrl}/readyz`)).toBe(503);
    expect(server.output()).not.toContain('"closing the listener"');

    await vi.waitFor(() => expect(server.output()).toContain('"closing the listener"'), {
      timeout: 30_000,
      interval: 10,
    });
    await expect(statusOnNewConnection(`${server.baseUrl}/healthz`)).rejects.toThrow(
      'ECONNREFUSED',
    );

    const answer = await upload;
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toMatchObject({
      status: 'Processado com sucesso',
      rows: CARDS,
      errorCount: 0,
    });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"stopped"');
  }, 180_000);
});
