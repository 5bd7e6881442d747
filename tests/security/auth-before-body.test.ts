import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { demo, DEMO_PASSWORD, freshDatabase } from '#tests/server/harness.ts';
import { freePort } from '#tests/support/free-port.ts';
import { peakRssMb, resetPeakRss } from '#tests/support/peak-rss.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

// Finding 2: 16 concurrent unauthenticated multipart requests of 24 MB each, sent chunked, all got
// 401, but only after each whole body was received (6.5 s); RSS grew by about 30 MB per request.

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const HEAD = Buffer.from(
  '--limite\r\nContent-Disposition: form-data; name="file"; filename="cartoes.csv"\r\nContent-Type: text/csv\r\n\r\n',
);

interface Sent {
  status: number;
  /** From the first byte sent to the answer's headers. */
  ms: number;
  /** How much of the body had gone out when the answer came. */
  sentBytes: number;
  /** The answer said `Connection: close`: the server will not read the rest to reuse the connection. */
  closes: boolean;
}

/**
 * POSTs a multipart body of `totalBytes` over a bare socket, chunked (no Content-Length) unless
 * `declareLength`, one piece per turn of this process's event loop so it reads the answer as
 * soon as it comes, and stops there. A bare socket, because the server may close the connection
 * under the rest of the body, and an HTTP client would then report the write error instead of the
 * answer it already has.
 */
type UploadOptions = { token?: string; declareLength?: boolean };

/**
 * upload(), tried again (3 times at most) when the connection broke before any answer was read:
 * the server closes the connection under a refused body, and on a loaded machine this process may
 * see the broken pipe before it reads the answer that came first. A try that reads an answer is
 * never repeated, so the statuses asserted are the server's.
 */
async function uploadRead(
  baseUrl: string,
  apiPath: string,
  totalBytes: number,
  options: UploadOptions = {},
): Promise<Sent> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upload(baseUrl, apiPath, totalBytes, options);
    } catch (error) {
      const broken =
        error instanceof Error &&
        /EPIPE|ECONNRESET|closed without an answer/.test(
          `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`,
        );
      if (!broken || attempt === 3) throw error;
    }
  }
}

function upload(
  baseUrl: string,
  apiPath: string,
  totalBytes: number,
  options: UploadOptions = {},
): Promise<Sent> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers = [
      `POST ${apiPath} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Content-Type: multipart/form-data; boundary=limite',
      options.declareLength ? `Content-Length: ${totalBytes}` : 'Transfer-Encoding: chunked',
      ...(options.token ? [`Authorization: Bearer ${options.token}`] : []),
    ];
    const started = performance.now();
    const socket = net.connect(Number(port), hostname);
    let sentBytes = 0;
    let answer = '';
    let answered = false;
    socket.on('data', (data) => {
      if (answered) return;
      answer += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer);
      const headEnd = answer.indexOf('\r\n\r\n');
      if (!status || headEnd < 0) return;
      answered = true;
      const closes = /\r\nconnection:\s*close\r\n/i.test(answer.slice(0, headEnd + 2));
      resolve({ status: Number(status[1]), ms: performance.now() - started, sentBytes, closes });
      socket.destroy();
    });
    socket.on('error', (error) => answered || reject(error));
    socket.on(
      'close',
      () => answered || reject(new Error(`closed without an answer after ${sentBytes} bytes`)),
    );
    const frame = (piece: Buffer) =>
      options.declareLength
        ? [piece]
        : [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')];
    const pump = () => {
      if (answered || socket.destroyed) return;
      if (sentBytes >= totalBytes)
        return void socket.write(options.declareLength ? '' : '0\r\n\r\n');
      const piece =
        sentBytes === 0 ? HEAD : CHUNK.subarray(0, Math.min(CHUNK.length, totalBytes - sentBytes));
      sentBytes += piece.length;
      const flowing = frame(piece)
        .map((part) => socket.write(part))
        .every(Boolean);
      if (flowing) setImmediate(pump);
      else socket.once('drain', pump);
    };
    socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    pump();
  });
}

/** The server's JSON request log lines (server/request-log.ts). */
function requestLogLines(output: string): { route: string; status: number; ms: number }[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { route: string; status: number; ms: number });
}

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-auth-body-'));
  const port = await freePort();
  server = await startServerProcess({
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...(await freshDatabase(dataDir)),
  });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('/api checks who is calling before it reads a body', () => {
  it('20 concurrent unauthenticated 24 MB chunked uploads: each 401 before most of its body is sent, the server grows by under 100 MB, never the 480 MB of bodies', async () => {
    // Warm: the first answers of a fresh process load code.
    await uploadRead(server.baseUrl, '/api/load/voucher', 1024);
    const refusedLines = () =>
      requestLogLines(server.output()).filter(
        (line) => line.route === '/api/load/:type' && line.status === 401,
      );
    await vi.waitFor(() => expect(refusedLines()).toHaveLength(1));
    await resetPeakRss(server.pid);
    const before = await peakRssMb(server.pid);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => uploadRead(server.baseUrl, '/api/load/voucher', 24 * MB)),
    );
    const grewMb = (await peakRssMb(server.pid)) - before;
    // The server's own time for each answer, from its request log (printed by the child a moment
    // after the answer): what this busy test process takes to read an answer is not the server's.
    await vi.waitFor(() => expect(refusedLines().length).toBeGreaterThanOrEqual(21));
    const serverMs = refusedLines()
      .slice(1)
      .map((line) => line.ms);
    const seenMs = answers.map((answer) => answer.ms);
    console.info(
      `[auth-before-body] slowest 401: ${Math.max(...serverMs)} ms in the server, ${Math.max(...seenMs).toFixed(0)} ms seen by the client; ` +
        `most body sent before an answer ${(Math.max(...answers.map((answer) => answer.sentBytes)) / MB).toFixed(1)} MB; ` +
        `peak RSS +${grewMb.toFixed(1)} MB (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));
    // 20, or a few more when a broken pipe made this test send one again.
    expect(serverMs.length).toBeGreaterThanOrEqual(20);
    // Nobody waited for the body: each answer came with most of it still unsent. (The server's
    // times are printed above, not asserted: a loaded machine stretches them; the bytes are not.)
    expect(answers.every((answer) => answer.sentBytes < 12 * MB)).toBe(true);
    expect(answers.every((answer) => answer.closes)).toBe(true);
    // Reading the bodies would hold 20 × 24 = 480 MB. What the server does hold is socket buffers
    // and garbage not yet collected: 1–2 MB here with the peak reset before the burst, but a loaded CI
    // once saw 54 MB, past the 50 MB this test first asked. Twice that still fails a server that
    // reads the bodies.
    expect(grewMb).toBeLessThan(100);
  });

  it('a caller that goes on sending after its 401 still reads it, and the connection ends without a reset', async () => {
    const { hostname, port } = new URL(server.baseUrl);
    // Half open, as a browser that goes on uploading after the server's end.
    const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    let received = '';
    let failure: Error | undefined;
    let serverEnded = false;
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', (error) => (failure = error));
    socket.on('end', () => (serverEnded = true));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const send = (piece: Buffer | string) =>
      new Promise<void>((resolve) =>
        socket.write(piece, (error) => {
          failure ??= error ?? undefined;
          resolve();
        }),
      );
    await send(
      `POST /api/load/voucher HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        'Content-Type: multipart/form-data; boundary=limite\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    await send(
      Buffer.concat([Buffer.from(`${HEAD.length.toString(16)}\r\n`), HEAD, Buffer.from('\r\n')]),
    );
    await vi.waitFor(() => expect(received).toMatch(/^HTTP\/1\.1 401 /), { timeout: 10_000 });
    // The answer said it closes; a browser still has part of the file to send. Had the server
    // closed its socket now, these bytes would meet a reset, which also drops unread answers.
    const piece = Buffer.concat([
      Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
      CHUNK,
      Buffer.from('\r\n'),
    ]);
    for (let sent = 0; sent < 8 * MB && !failure; sent += CHUNK.length) await send(piece);
    socket.end();
    await closed;
    expect(failure).toBeUndefined();
    expect(serverEnded).toBe(true);
  });

  it('a signed-in caller whose role the route refuses gets 403 before the body is read, and the connection closes under the rest', async () => {
    const { id_token: token } = await signInWithCode(server.baseUrl, demo.readonly, DEMO_PASSWORD);
    const refused = await uploadRead(server.baseUrl, '/api/load/voucher', 24 * MB, { token });
    expect(refused.status).toBe(403);
    expect(refused.sentBytes).toBeLessThan(12 * MB);
    // Kept alive, Node would read and discard the rest of the 24 MB to reuse the connection.
    expect(refused.closes).toBe(true);
  });

  it('a signed-in caller over the limit is stopped while the body streams in, with or without Content-Length', async () => {
    const { id_token: token } = await signInWithCode(server.baseUrl, demo.admin, DEMO_PASSWORD);
    const declared = await uploadRead(server.baseUrl, '/api/load/voucher', 40 * MB, {
      token,
      declareLength: true,
    });
    expect(declared.status).toBe(413);
    expect(declared.sentBytes).toBeLessThan(40 * MB);
    await resetPeakRss(server.pid);
    const before = await peakRssMb(server.pid);
    const chunked = await uploadRead(server.baseUrl, '/api/load/voucher', 40 * MB, { token });
    expect(chunked.status).toBe(413);
    // Answered once the route's limit (20 MB and the form around it) was passed, not at the end.
    expect(chunked.sentBytes).toBeLessThan(30 * MB);
    // A signed-in caller's form is read up to the route's 20 MB limit (its fingerprint needs it),
    // so the peak holds that part and its copies. Printed, not asserted: 85 to 146 MB were seen on
    // loaded machines, as the collector runs late; the bytes sent above are what prove the cut.
    console.info(
      `[auth-before-body] over-limit upload: peak RSS +${((await peakRssMb(server.pid)) - before).toFixed(1)} MB`,
    );
  });
});
