/**
 * The part of XMLHttpRequest the app's REST client uses for uploads (graphql/rest/http-transport.ts:
 * open, headers, send a FormData, upload progress, load/error/abort), over node:http, so the
 * app's own client code runs unchanged in the load generator. The body goes out at
 * `bytesPerSecond` at most (a phone on weak data sends 750 kbps), in chunks, each one reported
 * as upload progress as the browser would.
 */
import http from 'node:http';

export interface AttemptRecord {
  method: string;
  url: string;
  /** 0: no answer (refused, reset, aborted by the client's stall timer). */
  status: number;
  startedAt: number;
  ms: number;
}

type Handler =
  ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

const CHUNK_BYTES = 16 * 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4096 });

export class NodeXhr {
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private responseHeaders: http.IncomingHttpHeaders = {};
  private request: http.ClientRequest | null = null;
  private settled = false;
  private startedAt = 0;

  constructor(
    private readonly bytesPerSecond: number,
    private readonly record: (attempt: AttemptRecord) => void,
  ) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    const value = this.responseHeaders[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  /** The client's stall timer gave up on the upload: counted as an attempt without an answer. */
  abort(): void {
    this.request?.destroy();
    this.fail(this.startedAt);
  }

  send(form: FormData): void {
    const startedAt = performance.now();
    this.startedAt = startedAt;
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    void encoded.arrayBuffer().then((buffer) => {
      const body = new Uint8Array(buffer);
      const request = http.request(this.url, {
        method: this.method,
        agent,
        headers: {
          ...this.headers,
          'Content-Type': contentType,
          'Content-Length': String(body.length),
        },
      });
      this.request = request;
      request.on('response', (response) => {
        this.responseHeaders = response.headers;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          this.responseText = Buffer.concat(chunks).toString('utf8');
          this.record({
            method: this.method,
            url: this.url,
            status: response.statusCode ?? 0,
            startedAt,
            ms: performance.now() - startedAt,
          });
          this.finish(response.statusCode ?? 0, () => this.onload?.());
        });
        response.on('error', () => this.fail(startedAt));
      });
      request.on('error', () => this.fail(startedAt));
      void this.writeThrottled(request, body);
    });
  }

  private async writeThrottled(request: http.ClientRequest, body: Uint8Array): Promise<void> {
    const started = performance.now();
    for (let offset = 0; offset < body.length; offset += CHUNK_BYTES) {
      if (this.settled || request.destroyed) return;
      const end = Math.min(body.length, offset + CHUNK_BYTES);
      if (!request.write(body.subarray(offset, end)))
        await new Promise((resolve) => request.once('drain', resolve));
      this.upload.onprogress?.({ lengthComputable: true, loaded: end, total: body.length });
      const due = started + (end / this.bytesPerSecond) * 1000;
      const wait = due - performance.now();
      if (Number.isFinite(wait) && wait > 1)
        await new Promise((resolve) => setTimeout(resolve, wait));
    }
    request.end();
  }

  private fail(startedAt: number): void {
    if (this.settled) return;
    this.record({
      method: this.method,
      url: this.url,
      status: 0,
      startedAt,
      ms: performance.now() - startedAt,
    });
    this.finish(0, () => this.onerror?.());
  }

  private finish(status: number, callback: () => void): void {
    if (this.settled) return;
    this.settled = true;
    this.status = status;
    callback();
  }
}
