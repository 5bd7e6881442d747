import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, DEMO_PASSWORD, freshDatabase, onPostgres } from './harness.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';
import { freePort } from '#tests/support/free-port.ts';
import { startServerProcess, type ServerProcess } from '#tests/security/server-process.ts';

const METRICS_TOKEN = 'token-de-metricas-para-o-teste';

// The real entry point in its own process (PGlite), so it runs once, in the node project.
describe.skipIf(onPostgres)('metrics and request ids on the real entry point', () => {
  let dataDir: string;
  let server: ServerProcess;
  let metricsUrl: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-metrics-'));
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(await freshDatabase(dataDir)),
      SEED_DEMO_DATA: 'true',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN,
    });
    // Starting and seeding takes seconds, and more than a minute on a busy 2-core machine.
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers with the request id the balancer sent, and logs every line of that request with it', async () => {
    const answer = await fetch(`${server.baseUrl}/api/profile`, {
      headers: { 'X-Request-Id': 'balancer-id-0001' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe('balancer-id-0001');
    // The request line is written as the answer goes out; the child's output may arrive a moment later.
    await vi.waitFor(
      () => {
        const line = server
          .output()
          .split('\n')
          .find((text) => text.includes('"balancer-id-0001"'));
        expect(line && JSON.parse(line)).toMatchObject({
          msg: 'request',
          route: '/api/profile',
          status: 401,
          requestId: 'balancer-id-0001',
        });
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('makes a new id when none, or one that is not an id, was sent', async () => {
    const plain = await fetch(`${server.baseUrl}/healthz`);
    const forged = await fetch(`${server.baseUrl}/healthz`, {
      headers: { 'X-Request-Id': 'not an id; drop table' },
    });
    for (const answer of [plain, forged])
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers.get('x-request-id')).not.toBe(forged.headers.get('x-request-id'));
  });

  it('serves Prometheus metrics on the metrics port: requests per route, sign-ins throttled, replays, job queues', async () => {
    const origin = server.baseUrl;
    const { id_token: token } = await signInWithCode(origin, demo.joao, DEMO_PASSWORD);
    const headers = {
      authorization: `Bearer ${token}`,
      'Idempotency-Key': '6f1c2a4e-8b1d-4c59-9a3e-1f2b3c4d5e6f',
    };
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${origin}/api/commitment`, { method: 'POST', headers })).status).toBe(
        201,
      );

    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(
      /cestas_http_requests_total\{method="POST",route="\/api\/commitment",status="201"\} 2/,
    );
    expect(text).toMatch(
      /cestas_http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/commitment"\}/,
    );
    expect(text).toMatch(/cestas_idempotency_replays_total\{route="\/api\/commitment"\} 1/);
    expect(text).toMatch(/cestas_jobs_waiting\{queue="report-generate"\} 0/);
    expect(text).toMatch(/cestas_jobs_oldest_waiting_seconds\{queue="charge-load"\} 0/);
    expect(text).toContain('cestas_process_resident_memory_bytes');
    expect(text).toContain('cestas_nodejs_eventloop_lag_p99_seconds');
    // Never a path, an id or a CPF as a label.
    expect(text).not.toContain(demo.joao);
  });

  it('counts sign-ins refused by throttling', async () => {
    const origin = server.baseUrl;
    for (let i = 0; i < 6; i++)
      await signInWithCode(origin, demo.maria, `errada-${i}`).catch(() => undefined);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /cestas_sign_in_throttled_total\{route="\/auth\/oauth2\/authorize"\} [1-9]/,
    );
  });

  it('serves them on the public port only with the token, and answers 404 there otherwise', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    expect(
      (
        await fetch(`${server.baseUrl}/metrics`, {
          headers: { authorization: 'Bearer outro-token-qualquer-123' },
        })
      ).status,
    ).toBe(404);
    const answer = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('cestas_http_requests_total');
  });
});
