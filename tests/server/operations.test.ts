import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import { log } from '#server/log.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz only while it takes traffic', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    server.deps.readiness.accepting = false;
    try {
      const draining = await fetch(`${server.baseUrl}/readyz`);
      expect(draining.status).toBe(503);
      expect(draining.headers.get('cache-control')).toBe('no-store');
    } finally {
      server.deps.readiness.accepting = true;
    }
  });
});

describe('request logs', () => {
  it('carry the route pattern, status and duration, never the CPF, a name or the token', async () => {
    const info = vi.spyOn(log, 'info');
    let calls: Parameters<typeof log.info>[] = [];
    try {
      const admin = api(server, await server.tokenFor(demo.admin));
      await admin('GET', '/leaders?name=Maria');
      await api(server, await server.tokenFor(demo.maria))('GET', '/profile');
      calls = [...info.mock.calls];
    } finally {
      info.mockRestore();
    }
    const requests = calls.filter(([message]) => message === 'request').map(([, fields]) => fields);
    expect(requests).toContainEqual({
      method: 'GET',
      route: '/api/leaders',
      status: 200,
      ms: expect.any(Number),
    });
    expect(requests).toContainEqual({
      method: 'GET',
      route: '/api/profile',
      status: 200,
      ms: expect.any(Number),
    });
    const logged = JSON.stringify(calls);
    for (const secret of [demo.maria, 'Maria', 'Bearer', 'eyJ'])
      expect(logged).not.toContain(secret);
  });
});
