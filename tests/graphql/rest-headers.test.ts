import { describe, expect, it } from 'vitest';
import { createFakeBackend } from './fake-backend.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';

function clientWithToken(token: string | null) {
  const backend = createFakeBackend({ 'GET /api/sites': { json: { sites: [] } } });
  const rest = createRestClient({ getToken: () => token, fetch: backend.fetch });
  return { rest, backend };
}

describe('REST request headers', () => {
  it('sends a three-part token as Authorization: Bearer and no x-access-token', async () => {
    const { rest, backend } = clientWithToken('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    await rest.listSites();
    const { headers } = backend.lastRequest();
    expect(headers.get('Authorization')).toBe(
      'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    );
    expect(headers.has('x-access-token')).toBe(false);
  });

  it.each(['opaque-token', 'two.parts', 'four.dot.separated.parts', 'empty..part'])(
    'sends %s as x-access-token and no Authorization',
    async (token) => {
      const { rest, backend } = clientWithToken(token);
      await rest.listSites();
      const { headers } = backend.lastRequest();
      expect(headers.get('x-access-token')).toBe(token);
      expect(headers.has('Authorization')).toBe(false);
    },
  );

  it('sends no token header without a token, but always the cross-origin header', async () => {
    const { rest, backend } = clientWithToken(null);
    await rest.listSites();
    const { headers } = backend.lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('x-access-token')).toBe(false);
    expect(headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('sends the cross-origin header with a token too, on every method', async () => {
    const backend = createFakeBackend({
      'DELETE /api/report/r1': { status: 204 },
      'POST /api/commitment': {
        status: 201,
        json: { commitment: true, timestamp: '2026-03-15T00:00:00.000Z' },
      },
    });
    const rest = createRestClient({ getToken: () => 'a.b.c', fetch: backend.fetch });
    await rest.deleteReport('r1');
    await rest.acceptCommitment();
    expect(
      backend.requests.map((request) => request.headers.get('Access-Control-Allow-Origin')),
    ).toEqual(['*', '*']);
  });

  it('reads the token on every request (a refreshed token is used at once)', async () => {
    const backend = createFakeBackend({ 'GET /api/sites': { json: { sites: [] } } });
    let token: string | null = 'old.jwt.token';
    const rest = createRestClient({ getToken: () => token, fetch: backend.fetch });
    await rest.listSites();
    token = 'new.jwt.token';
    await rest.listSites();
    expect(backend.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer old.jwt.token',
      'Bearer new.jwt.token',
    ]);
  });

  it('joins a configured base URL with or without a trailing slash', async () => {
    const backend = createFakeBackend({ 'GET /backend/v1/sites': { json: { sites: [] } } });
    for (const baseUrl of [
      'https://api.example.org/backend/v1',
      'https://api.example.org/backend/v1/',
    ]) {
      const rest = createRestClient({ baseUrl, getToken: () => null, fetch: backend.fetch });
      await rest.listSites();
      expect(backend.lastRequest().url.href).toBe('https://api.example.org/backend/v1/sites');
    }
  });
});

describe('Idempotency-Key', () => {
  it('goes with the end call when the outbox gives one, and not otherwise', async () => {
    const backend = createFakeBackend({ 'POST /api/donations/RJ-1/end': { status: 204 } });
    const rest = createRestClient({ getToken: () => null, fetch: backend.fetch });
    await rest.endDonation({ donationId: 'RJ-1' }, { idempotencyKey: 'key-123' });
    expect(backend.lastRequest().headers.get('Idempotency-Key')).toBe('key-123');
    await rest.endDonation({ donationId: 'RJ-1' });
    expect(backend.lastRequest().headers.has('Idempotency-Key')).toBe(false);
  });
});
