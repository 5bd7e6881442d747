import * as v from 'valibot';
import { CONTRACT_MISMATCH_MESSAGE, NETWORK_FAILURE_MESSAGE, RestError } from './rest-error.ts';
import { requestHeaders } from './request-headers.ts';
import { DEFAULT_TIMEOUTS, fetchTimeoutMs, type RequestTimeouts } from './request-timeouts.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadProgressHandler = (progress: UploadProgress) => void;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  // Sent through XMLHttpRequest: fetch reports no upload progress.
  onProgress?: UploadProgressHandler;
  idempotencyKey?: string;
  /** Asks for the written resource as the answer (Prefer: return=representation, RFC 7240). */
  representation?: true;
  file?: true;
}

export interface TransportConfig {
  baseUrl: string;
  getToken: () => string | null;
  fetch: typeof fetch;
  createXhr: () => XMLHttpRequest;
  timeouts?: RequestTimeouts;
}

export type ReplySchema = v.GenericSchema;

export type Requester = <TReply extends ReplySchema>(
  method: HttpMethod,
  path: string,
  reply: TReply,
  options?: RequestOptions,
) => Promise<v.InferOutput<TReply>>;

export const noContent = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

interface RawResponse {
  status: number;
  text: string;
  retryAfter: string | null;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.filter((item) => item !== '').join(',')
      : String(value);
    if (text !== '') params.append(name, text);
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function toResult<TReply extends ReplySchema>(
  response: RawResponse,
  reply: TReply,
  file = false,
): v.InferOutput<TReply> {
  const { status, text } = response;
  if (status < 200 || status >= 300) {
    throw new RestError(status, serverMessage(parseJson(text)) ?? NETWORK_FAILURE_MESSAGE, {
      retryAfterMs: retryAfterMs(response.retryAfter),
    });
  }
  if (file) return checked(reply, status, text);
  const body = status === 204 || text.trim() === '' ? undefined : parseJson(text);
  if (body === undefined && text.trim() !== '')
    throw new RestError(status, NETWORK_FAILURE_MESSAGE, { kind: 'network' });
  return checked(reply, status, body);
}

function checked<TReply extends ReplySchema>(
  reply: TReply,
  status: number,
  body: unknown,
): v.InferOutput<TReply> {
  const result = v.safeParse(reply, body);
  if (!result.success) {
    throw new RestError(status, CONTRACT_MISMATCH_MESSAGE, {
      kind: 'contract',
      cause: new v.ValiError(result.issues),
    });
  }
  return result.output;
}

async function sendWithFetch(
  doFetch: typeof fetch,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  timeoutMs: number,
): Promise<RawResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch(url, { method, headers, body, signal: controller.signal });
    return {
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get('Retry-After'),
    };
  } catch (cause) {
    throw new RestError(0, NETWORK_FAILURE_MESSAGE, { cause });
  } finally {
    clearTimeout(timer);
  }
}

function sendWithXhr(
  xhr: XMLHttpRequest,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: UploadProgressHandler,
  idleMs: number,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    const fail = () => settle(() => reject(new RestError(0, NETWORK_FAILURE_MESSAGE)));
    const watchForStall = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        fail();
        xhr.abort();
      }, idleMs);
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      watchForStall();
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () =>
      settle(() =>
        resolve({
          status: xhr.status,
          text: xhr.responseText,
          retryAfter: xhr.getResponseHeader('Retry-After'),
        }),
      );
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    xhr.send(form);
    watchForStall();
  });
}

/** Every answer is checked against its contract schema. */
export function createRequester(config: TransportConfig): Requester {
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  return async (method, path, reply, options = {}) => {
    const url = buildUrl(config.baseUrl, path, options.query);
    const headers = requestHeaders(config.getToken());
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    if (options.representation) headers.Prefer = 'return=representation';
    if (options.form && options.onProgress) {
      const xhr = config.createXhr();
      return toResult(
        await sendWithXhr(
          xhr,
          method,
          url,
          headers,
          options.form,
          options.onProgress,
          timeouts.uploadIdleMs,
        ),
        reply,
      );
    }
    let body: BodyInit | undefined;
    if (options.form) {
      body = options.form; // the runtime sets the multipart boundary
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return toResult(
      await sendWithFetch(
        config.fetch,
        method,
        url,
        headers,
        body,
        fetchTimeoutMs(timeouts, options.form !== undefined),
      ),
      reply,
      options.file,
    );
  };
}
