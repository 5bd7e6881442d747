/**
 * A keyed upload over the route's size limit gets the route's own 413 before the idempotency layer
 * reads the body to fingerprint it, and no key is claimed: the same key works for the real send.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#server/http/errors.ts';
import {
  CSV_MAX_BYTES,
  CSV_TOO_LARGE_MESSAGE,
  MB,
  PHOTO_MAX_BYTES,
} from '#server/shared/upload-limits.ts';
import { demo, startTestServer, type TestServer } from './harness.ts';
import { keyedApi } from './idempotency-fixtures.ts';
import { donationIdsOf, form, location, pngFile } from './route-fixtures.ts';

let server: TestServer;
let token: string;
let joao: ReturnType<typeof keyedApi>;
let donationId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor(demo.joao);
  joao = keyedApi(server, token);
  [donationId] = (await donationIdsOf(server, demo.joao, 1)) as [string];
});

afterAll(async () => {
  await server?.close();
});

const receivePath = () => `/donations/${donationId}/receive`;
const storedKeys = async (key: string) =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE idempotency_key = $1',
      [key],
    )
  )[0]!.n;
const receipt = () =>
  form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() });
const oversizedReceipt = () =>
  form(
    { receivedQuantity: '3', ...location },
    {
      receiveDonationFile: {
        bytes: new Uint8Array(PHOTO_MAX_BYTES + 512 * 1024),
        type: 'image/png',
        name: 'foto.png',
      },
    },
  );

/**
 * Sends `bytes` of a file as a chunked body (no Content-Length, so only counting what arrives can
 * find it too large), and stops sending if the server answers first.
 */
function streamUpload(
  path: string,
  callerToken: string,
  key: string,
  bytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const upload = request(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${callerToken}`,
        'idempotency-key': key,
        'content-type': 'multipart/form-data; boundary=limite',
        'transfer-encoding': 'chunked',
      },
    });
    upload.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        upload.destroy();
      });
    });
    // The server closes the connection after a 413, which can cut a write short.
    upload.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const sendMore = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!upload.write(chunk)) return void upload.once('drain', sendMore);
      }
      if (!answered) upload.end();
    };
    upload.write(
      '--limite\r\nContent-Disposition: form-data; name="file"; filename="grande.csv"\r\nContent-Type: text/csv\r\n\r\n',
    );
    sendMore();
  });
}

describe('an oversized keyed upload', () => {
  it('with a Content-Length over the limit gets the route’s 413, no key is stored, and the key still works', async () => {
    const refused = await joao('POST', receivePath(), 'grande-0001', oversizedReceipt());
    expect(refused.status, refused.text).toBe(413);
    expect(refused.json.message).toBe(messages.fileTooLarge);
    expect(await storedKeys('grande-0001')).toBe(0);

    const sent = await joao('POST', receivePath(), 'grande-0001', receipt());
    expect(sent.status, sent.text).toBe(204);
    expect(sent.replayed).toBe(false);
  });

  it('streamed past the limit gets the route’s own 413 (not the /api outer bound’s), and no key is stored', async () => {
    const admin = await server.tokenFor(demo.admin);
    // Past the charge file limit, still under the /api outer bound of 25 MB.
    const answer = await streamUpload('/load/site', admin, 'grande-0002', CSV_MAX_BYTES + MB);
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(CSV_TOO_LARGE_MESSAGE);
    expect(await storedKeys('grande-0002')).toBe(0);
  });
});
