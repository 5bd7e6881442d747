/** Keyed writes for the idempotency tests: the harness's `api` with an `Idempotency-Key` header. */
import type { ApiResponse, TestServer } from './harness.ts';

export interface KeyedResponse extends ApiResponse {
  /** The multipart boundary the request went with (null for JSON or no body). */
  boundary: string | null;
  replayed: boolean;
}

/**
 * `(method, path, key, body?)` against /api with the token. A FormData body is encoded here, with
 * the fresh random boundary each encoding gets (as a browser resend would); anything else is JSON.
 */
export function keyedApi(server: Pick<TestServer, 'baseUrl'>, token: string) {
  return async (
    method: string,
    apiPath: string,
    key: string | null,
    body?: unknown,
  ): Promise<KeyedResponse> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (key !== null) headers['idempotency-key'] = key;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      const encoded = new Response(body);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = await encoded.arrayBuffer();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${server.baseUrl}/api${apiPath}`, {
      method,
      headers,
      body: payload,
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json') && text.length > 0;
    return {
      status: response.status,
      json: isJson ? JSON.parse(text) : null,
      text,
      headers: response.headers,
      boundary: headers['content-type']?.match(/boundary=(.+)$/)?.[1] ?? null,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  };
}

/** What a caller compares between the first answer and a replay. */
export const answerOf = (response: ApiResponse) => ({
  status: response.status,
  text: response.text,
  type: response.headers.get('content-type'),
});
