/**
 * Security review 2, finding 11: nothing capped how many charge files one instance read at once,
 * and each 20 MB file costs its instance memory while it is checked (docs/security.md). Past
 * CSV_UPLOADS_AT_ONCE, a new upload is answered 503 with Retry-After before its body is read.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOADS_BUSY_RETRY_AFTER_SECONDS,
  uploadsBusyMessage,
} from '#server/http/concurrency-cap.ts';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { csvForm } from '#tests/server/route-fixtures.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { CSV_UPLOADS_AT_ONCE: '1' } });
  token = await server.tokenFor(demo.admin);
});
afterAll(() => server?.close());

/** An upload whose body starts and then waits, as one on a slow connection does. */
async function heldUpload() {
  // An earlier test's held upload lets go of its slot once its half-written file is removed.
  await expect.poll(async () => (await upload()).status, { timeout: 10_000 }).not.toBe(503);
  const request = http.request(`${server.baseUrl}/api/load/site`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=limite',
    },
  });
  request.on('error', () => {});
  const answered = new Promise<number>((resolve) =>
    request.on('response', (response) => resolve(response.statusCode ?? 0)),
  );
  request.write(
    '--limite\r\nContent-Disposition: form-data; name="file"; filename="unidades.csv"\r\nContent-Type: text/csv\r\n\r\nname;city;state\r\n',
  );
  // The server has the request once it answers another call on a fresh connection after it.
  await fetch(`${server.baseUrl}/healthz`);
  return { request, answered };
}

const upload = (withToken = token) =>
  api(server, withToken)('POST', '/load/site', csvForm('name;city;state\nUnidade Cap;Recife;PE'));

describe('charge uploads one instance reads at once', () => {
  it('past the cap: 503 in pt-BR with Retry-After, unread; a stranger still gets 401; reads are not capped', async () => {
    const held = await heldUpload();
    await expect.poll(async () => (await upload()).status, { timeout: 10_000 }).toBe(503);
    const busy = await upload();
    expect(busy.json).toEqual({ message: uploadsBusyMessage });
    expect(busy.headers.get('retry-after')).toBe(String(UPLOADS_BUSY_RETRY_AFTER_SECONDS));
    expect((await upload('not-a-token')).status).toBe(401);
    expect((await api(server, token)('GET', '/load')).status).toBe(200);
    held.request.destroy();
  });

  it('a slot is free again once the held upload ends, even by the caller leaving', async () => {
    const held = await heldUpload();
    await expect.poll(async () => (await upload()).status, { timeout: 10_000 }).toBe(503);
    held.request.destroy();
    await expect.poll(async () => (await upload()).status, { timeout: 10_000 }).not.toBe(503);
    const accepted = await upload();
    expect([201, 202]).toContain(accepted.status);
  });

  it('a finished upload frees its slot', async () => {
    const held = await heldUpload();
    held.request.end('\r\n--limite--\r\n');
    expect([201, 202]).toContain(await held.answered);
    expect([201, 202]).toContain((await upload()).status);
  });
});
