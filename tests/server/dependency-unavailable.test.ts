import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type TestServer } from './harness.ts';
import { unavailableDependency, unhandledRejectionVerdict } from '#server/http/unavailable.ts';

/** What node-postgres throws when PostgreSQL is down, restarting or cut off. */
const postgresDown = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const postgresShuttingDown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
const postgresTerminated = () => new Error('Connection terminated unexpectedly');
const poolTimeout = () => new Error('timeout exceeded when trying to connect');
/** What the AWS SDK throws when the S3 endpoint does not answer. */
const s3Timeout = () =>
  Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: { attempts: 2 } });
const s3Refused = () =>
  Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', $metadata: {} });

describe('which failures are a service behind the app not answering', () => {
  it('tells the database and the file store apart, and leaves every other failure alone', () => {
    for (const error of [
      postgresDown(),
      postgresShuttingDown(),
      postgresTerminated(),
      poolTimeout(),
    ])
      expect(unavailableDependency(error)).toBe('database');
    expect(unavailableDependency(Object.assign(new Error('x'), { code: '57P03' }))).toBe(
      'database',
    );
    expect(unavailableDependency(Object.assign(new Error('x'), { code: '08006' }))).toBe(
      'database',
    );
    for (const error of [s3Timeout(), s3Refused()])
      expect(unavailableDependency(error)).toBe('files');
    expect(
      unavailableDependency(
        Object.assign(new Error('x'), {
          name: 'InternalError',
          $metadata: { httpStatusCode: 500 },
        }),
      ),
    ).toBe('files');

    // A query's own mistake, a refusal by S3, or a bug are not: they stay 4xx or 500.
    expect(
      unavailableDependency(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBeNull();
    expect(
      unavailableDependency(
        Object.assign(new Error('AccessDenied'), {
          name: 'AccessDenied',
          $metadata: { httpStatusCode: 403 },
        }),
      ),
    ).toBeNull();
    expect(
      unavailableDependency(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBeNull();
    expect(unavailableDependency('string')).toBeNull();
  });
});

describe('a rejection nobody awaited', () => {
  it('keeps the server serving when it is the database dropping, and stops it for anything else', () => {
    for (const failure of [postgresDown, postgresShuttingDown, postgresTerminated, poolTimeout])
      expect(unhandledRejectionVerdict(failure())).toBe('keep serving');
    for (const reason of [
      s3Timeout(),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      'string',
    ])
      expect(unhandledRejectionVerdict(reason)).toBe('stop');
  });
});

describe('a request while the database or the file store is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No job workers: the stand-in failure takes every query, and a worker's would fail outside
    // any request (pg-boss 10 does not await a job's completion, so that rejection is unhandled).
    server = await startTestServer({ workers: false });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  it('answers 503 with a pt-BR message and Retry-After, never a 500, and the same call works once it is back', async () => {
    const maria = api(server, await server.tokenFor(demo.maria));
    for (const failure of [postgresDown, postgresShuttingDown, postgresTerminated, poolTimeout]) {
      const query = vi.spyOn(server.db, 'query').mockRejectedValue(failure());
      const answer = await maria('GET', '/donations');
      query.mockRestore();
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.text).not.toContain(' at ');
    }
    expect((await maria('GET', '/donations')).status).toBe(200);
  });

  it('answers 503 when the file store times out, e.g. for a photo link', async () => {
    const [donation] = await server.db.query<{ donation_id: string }>(
      'SELECT donation_id FROM donations d JOIN users u ON u.id = d.leader_id WHERE u.login_hash = $1 AND receive_file_id IS NOT NULL LIMIT 1',
      [server.loginHash(demo.maria)],
    );
    // Photo links are staff's (decision 123).
    const admin = api(server, await server.tokenFor(demo.admin));
    const link = vi.spyOn(server.deps.files, 'signedUrl').mockRejectedValue(s3Timeout());
    const answer = await admin('GET', `/donation/${donation!.donation_id}/url`);
    link.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect((await admin('GET', `/donation/${donation!.donation_id}/url`)).status).toBe(200);
  });
});
