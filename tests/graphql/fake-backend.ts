// A scripted stand-in for the REST backend: a fake `fetch` that records every request.
import { createRestClient, type RestClient } from '#graphql/rest/rest-client.ts';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export type Reply =
  { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | Error;
export type Route = Reply | ((request: RecordedRequest) => Reply);

export function createFakeBackend(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof URL ? input.href : String(input), 'http://app.test');
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    requests.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(request) : route;
    if (reply === undefined) {
      return new Response(JSON.stringify({ message: 'Rota não encontrada no teste.' }), {
        status: 404,
      });
    }
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? null);
    return new Response(status === 204 ? null : body, { status, headers: reply.headers });
  };

  const lastRequest = (): RecordedRequest => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was made');
    return request;
  };

  return { fetch, requests, lastRequest };
}

export function createTestRest(
  routes: Record<string, Route>,
  token: string | null = 'header.payload.signature',
): { rest: RestClient; backend: ReturnType<typeof createFakeBackend> } {
  const backend = createFakeBackend(routes);
  const rest = createRestClient({ baseUrl: '/api', getToken: () => token, fetch: backend.fetch });
  return { rest, backend };
}

/** The multipart body of a recorded request as [name, value] pairs (files by their name). */
export function formEntries(request: RecordedRequest): Array<[string, string]> {
  if (!(request.body instanceof FormData)) throw new Error('body is not multipart');
  return [...request.body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}
