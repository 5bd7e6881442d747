/**
 * The build leaves records for the server and the budgets beside the app (which module is in
 * which chunk, the settings it was built with): they are not the public's to read.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/server/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const dist = path.join(server.dataDir, 'dist');
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Cestas"}');
  const report = JSON.stringify([{ fileName: 'assets/x.js', modules: ['src/secret-module.ts'] }]);
  await fs.writeFile(path.join(dist, 'bundle-report.json'), report);
  await fs.writeFile(path.join(dist, 'bundle-report.json.gz'), report);
  await fs.writeFile(path.join(dist, 'light-pages-report.json'), report);
  await fs.writeFile(path.join(dist, 'build-settings.json'), '{"supportPhone":"0800"}');
  await fs.writeFile(path.join(dist, 'build-settings.json.br'), '{"supportPhone":"0800"}');
});
afterAll(async () => {
  await server?.close();
});

describe("the build's own records", () => {
  it('are not served, in any spelling of their name', async () => {
    for (const name of [
      '/bundle-report.json',
      '/bundle-report.json.gz',
      '/light-pages-report.json',
      '/build-settings.json',
      '/build-settings.json.br',
      '/%62undle-report.json',
    ]) {
      const answer = await fetch(`${server.baseUrl}${name}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      const body = await answer.text();
      expect(answer.status, name).toBe(404);
      expect(body, name).not.toContain('secret-module');
      expect(body, name).not.toContain('supportPhone');
    }
  });

  it('while the files the app needs still are', async () => {
    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toContain('Cestas');
  });
});
