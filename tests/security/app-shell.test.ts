import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  server = await startTestServer();
  distDir = server.deps.config.distDir;
});
afterAll(async () => {
  await server?.close();
});

const get = (pathname: string, init?: RequestInit) => fetch(`${server.baseUrl}${pathname}`, init);

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('app shell', () => {
  it('says in pt-BR that the app is not built yet, with 503, while dist/ is missing', async () => {
    const response = await get('/donation-list');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('Aplicativo ainda não foi compilado. Rode npm run build.');
    expectSecurityHeaders(response);
  });

  it('serves index.html uncached for app routes and hashed assets cached for a year', async () => {
    await fs.mkdir(path.join(distDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');

    for (const route of ['/', '/donation-list', '/donation/SP-20261101000000001/details']) {
      const page = await get(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>app</title>');
      expectSecurityHeaders(page);
    }
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // A subresource is not a document: nosniff, but no document policy headers to carry.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    await fs.writeFile(
      path.join(distDir, 'assets', 'compress-photo.worker-abc123.js'),
      'self.onmessage = () => {}',
    );
    expectSecurityHeaders(await get('/assets/compress-photo.worker-abc123.js'));
    expect((await get('/assets/old-999.js')).status).toBe(404);
  });

  it('never serves a file outside dist/', async () => {
    const secret = await get('/..%2fjwks-private.json');
    expect(await secret.text()).not.toContain('"d"');
    const encoded = await get('/assets/..%2f..%2fjwks-private.json');
    expect(await encoded.text()).not.toContain('"d"');
  });
});

describe('/api', () => {
  it('answers 401 JSON with the security headers when there is no token', async () => {
    const response = await get('/api/donations');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    expectSecurityHeaders(response);
  });

  it('allows the headers the client sends in a CORS preflight from the public origin, and no foreign origin', async () => {
    const preflight = (origin: string) =>
      get('/api/donations', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers':
            'authorization,x-access-token,access-control-allow-origin',
        },
      });
    const ok = await preflight(server.baseUrl);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    const allowed = (ok.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'x-access-token', 'access-control-allow-origin'])
      expect(allowed).toContain(header);
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the limit with 413 and a pt-BR message', async () => {
    const call = api(server, await server.tokenFor(demo.admin));
    const big = await call('POST', '/donations', { padding: 'x'.repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ message: 'Requisição maior que o limite permitido.' });
  });

  it('answers an unknown path with 404 JSON for a signed-in user', async () => {
    const call = api(server, await server.tokenFor(demo.admin));
    const response = await call('GET', '/nao-existe');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Não encontrado.' });
  });
});
