import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendUnreachableError } from '#src/core/session/session-actors.ts';
import { createSessionOperations } from '#src/core/session/session-graphql.ts';

/** The session's own calls over one client: each call goes with the bearer it names. */

const requests: Request[] = [];

function answer(request: Request): Response {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const path = new URL(request.url).pathname;
  if (path === '/api/cognito/sign-in') return json({ id: 'u-1', role: 'leader' });
  if (path === '/api/commitment/check')
    return json({ commitment: true, timestamp: '2026-03-15T12:00:00.000Z' });
  if (path === '/api/checklist')
    return json({ checklist: true, timestamp: '2026-03-15T12:00:00.000Z' }, 201);
  return json({ message: 'not here' }, 404);
}

function stubApi(respond: (request: Request) => Response | Promise<Response> = answer) {
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    requests.push(request);
    return respond(request);
  });
}

const bearerOf = (path: string) =>
  requests.find((request) => new URL(request.url).pathname === path)?.headers.get('authorization');

afterEach(() => vi.unstubAllGlobals());

describe('the session calls', () => {
  it('send each call with its own bearer, even when they run at the same time', async () => {
    stubApi();
    const operations = createSessionOperations();
    const [signedIn, accepted, confirmed] = await Promise.all([
      operations.signIn('access.token.one', '11144477735'),
      operations.commitmentAccepted('id.token.two'),
      operations.confirmChecklist('id.token.three'),
    ]);

    expect(signedIn).toMatchObject({ id: 'u-1', role: 'leader' });
    expect(accepted).toBe(true);
    expect(confirmed).toBe(true);
    expect(bearerOf('/api/cognito/sign-in')).toBe('Bearer access.token.one');
    expect(bearerOf('/api/commitment/check')).toBe('Bearer id.token.two');
    expect(bearerOf('/api/checklist')).toBe('Bearer id.token.three');
  });

  it('ask the server again on every call: no answer is kept between sign-ins', async () => {
    stubApi();
    const operations = createSessionOperations();
    await operations.commitmentAccepted('id.token.one');
    await operations.commitmentAccepted('id.token.two');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer id.token.one',
      'Bearer id.token.two',
    ]);
  });

  it('tell an unreachable backend from a refusal at sign-in', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createSessionOperations().signIn('id.token.one')).rejects.toBeInstanceOf(
      BackendUnreachableError,
    );

    stubApi(() => new Response(JSON.stringify({ message: 'Token inválido' }), { status: 401 }));
    const refusal = await createSessionOperations()
      .signIn('id.token.one')
      .catch((error: unknown) => error);
    expect(refusal).not.toBeInstanceOf(BackendUnreachableError);
  });
});
