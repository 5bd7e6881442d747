import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { codeFlowQuery } from '#tests/support/hosted-sign-in.ts';

// Finding 8: API answers that carry personal data had no Cache-Control.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('every /api and /auth answer says no-store, successes and errors alike', async () => {
  const admin = api(server, await server.tokenFor(demo.admin));
  const answers = [
    (await admin('GET', '/donations')).headers,
    (await admin('GET', '/leaders?name=mar')).headers,
    (await admin('GET', '/nao-existe')).headers,
    (await fetch(`${server.baseUrl}/api/donations`)).headers,
    (await fetch(`${server.baseUrl}/auth/oauth2/authorize?${codeFlowQuery(server.baseUrl).query}`))
      .headers,
    (
      await fetch(`${server.baseUrl}/auth/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'cestas-web' }),
      })
    ).headers,
    (await fetch(`${server.baseUrl}/auth/change-password`, { method: 'POST' })).headers,
    (await fetch(`${server.baseUrl}/auth/.well-known/openid-configuration`)).headers,
  ];
  for (const headers of answers) expect(headers.get('cache-control')).toContain('no-store');
});
