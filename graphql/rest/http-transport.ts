import { NETWORK_FAILURE_MESSAGE, RestError } from './rest-error';
import { requestHeaders } from './request-headers';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadProgressHandler = (progress: UploadProgress) => void;

export interface RequestOptions {
  /** Empty values (undefined, null, '', []) are left out; arrays are sent comma-separated. */
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  /** Multipart only: reports upload progress (sent through XMLHttpRequest, fetch has none). */
  onProgress?: UploadProgressHandler;
}

export interface TransportConfig {
  baseUrl: string;
  getToken: () => string | null;
  fetch: typeof fetch;
  createXhr: () => XMLHttpRequest;
}

export type Requester = <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;

interface RawResponse {
  status: number;
  text: string;
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

function toResult<T>(response: RawResponse): T {
  const { status, text } = response;
  if (status >= 200 && status < 300) {
    if (status === 204 || text.trim() === '') return undefined as T;
    const body = parseJson(text);
    if (body === undefined) throw new RestError(status, NETWORK_FAILURE_MESSAGE);
    return body as T;
  }
  throw new RestError(status, serverMessage(parseJson(text)) ?? NETWORK_FAILURE_MESSAGE);
}

async function sendWithFetch(
  doFetch: typeof fetch,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
): Promise<RawResponse> {
  try {
    const response = await doFetch(url, { method, headers, body });
    return { status: response.status, text: await response.text() };
  } catch (cause) {
    throw new RestError(0, NETWORK_FAILURE_MESSAGE, { cause });
  }
}

function sendWithXhr(
  xhr: XMLHttpRequest,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: UploadProgressHandler,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new RestError(0, NETWORK_FAILURE_MESSAGE));
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    xhr.send(form);
  });
}

/** The single place that talks HTTP: headers, body encoding and error mapping. */
export function createRequester(config: TransportConfig): Requester {
  return async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> => {
    const url = buildUrl(config.baseUrl, path, options.query);
    const headers = requestHeaders(config.getToken());
    if (options.form && options.onProgress) {
      const xhr = config.createXhr();
      return toResult<T>(await sendWithXhr(xhr, method, url, headers, options.form, options.onProgress));
    }
    let body: BodyInit | undefined;
    if (options.form) {
      body = options.form; // the runtime sets the multipart boundary
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return toResult<T>(await sendWithFetch(config.fetch, method, url, headers, body));
  };
}
