import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/server/harness.ts';
import { codeFlowQuery } from '#tests/support/hosted-sign-in.ts';

// Finding 9: on a loopback origin, sign-in redirected to any loopback port, CORS admitted any
// localhost port and /machines was served, whether or not anyone was developing.

const DEV_SERVER = 'http://localhost:5173';

async function withBuiltApp(server: TestServer): Promise<void> {
  await fs.mkdir(server.deps.config.distDir, { recursive: true });
  await fs.writeFile(
    path.join(server.deps.config.distDir, 'index.html'),
    '<!doctype html><title>app</title>',
  );
}

const devRedirect = (server: TestServer) =>
  fetch(
    `${server.baseUrl}/auth/oauth2/authorize?${codeFlowQuery(server.baseUrl, { redirect_uri: `${DEV_SERVER}/login` }).query}`,
  );
const devPreflight = (server: TestServer) =>
  fetch(`${server.baseUrl}/api/donations`, {
    method: 'OPTIONS',
    headers: {
      origin: DEV_SERVER,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

describe('without a development setting (a loopback origin is not enough)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await withBuiltApp(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a redirect to another loopback port, CORS from it, and /machines', async () => {
    expect((await devRedirect(server)).status).toBe(400);
    expect((await devPreflight(server)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${server.baseUrl}/machines`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/donation-list`)).status).toBe(200);
  });
});

describe('APP_ENV=development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { APP_ENV: 'development' } });
    await withBuiltApp(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows the dev server on another loopback port, and /machines', async () => {
    expect((await devRedirect(server)).status).toBe(200);
    expect((await devPreflight(server)).headers.get('access-control-allow-origin')).toBe(
      DEV_SERVER,
    );
    expect((await fetch(`${server.baseUrl}/machines`)).status).toBe(200);
  });
});

describe('QA enables the machine inspector', () => {
  it('serves /machines with VITE_ENABLE_MACHINE_INSPECTOR=true, still without the other allowances', async () => {
    const server = await startTestServer({
      seed: false,
      env: { VITE_ENABLE_MACHINE_INSPECTOR: 'true' },
    });
    try {
      await withBuiltApp(server);
      expect((await fetch(`${server.baseUrl}/machines`)).status).toBe(200);
      expect((await devRedirect(server)).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
