import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  demo,
  DEMO_PASSWORD,
  onPostgres,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { codeFlowQuery, postSignInForm } from '#tests/support/hosted-sign-in.ts';
import { makePng } from '#server/files/png.ts';
import { linkHolderFor } from './user-fixtures.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';
import { serializeKeyring } from '#server/privacy/data-keys.ts';

// Two app instances need a database both reach: this runs in the server-postgres project.
describe.runIf(onPostgres)('two instances on one PostgreSQL and one S3 bucket', () => {
  let s3: LocalS3;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    s3 = await startLocalS3();
    for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value);
    a = await startTestServer({ env: s3.env });
    const databaseUrl = a.deps.config.databaseUrl;
    if (!databaseUrl) throw new Error('instance A has no DATABASE_URL');
    // Behind a load balancer both answer on one public origin (the tokens' issuer): A's here.
    // Both seal personal data with the same keys (DATA_KEYS), as every instance of a deployment must.
    const DATA_KEYS = serializeKeyring(a.deps.protection.keyring);
    b = await startTestServer({
      seed: false,
      env: { ...s3.env, DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: a.baseUrl, DATA_KEYS },
    });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
    vi.unstubAllEnvs();
  });

  it('a token issued through A works on B', async () => {
    const session = await api(b, await a.tokenFor(demo.maria))('GET', '/profile');
    expect(session.status, session.text).toBe(200);
  });

  it('a file uploaded through A is served by B', async () => {
    const photo = makePng(4, 4, () => [200, 10, 10]);
    const id = await a.deps.files.save(photo, 'image/png', 'foto.png');
    const response = await fetch(
      await b.deps.files.signedUrl(id, { holder: await linkHolderFor(a) }),
    );
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo);
  });

  it('sign-in throttling counts failures made through A and B together', async () => {
    // The issuer and origin are A's (the load balancer's): every form is posted as its page would.
    const signInThrough = (instance: TestServer, password: string) =>
      postSignInForm(instance.baseUrl, codeFlowQuery(a.baseUrl).query, demo.joao, password, {
        origin: a.baseUrl,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signInThrough(i % 2 === 0 ? a : b, `errada-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signInThrough(b, DEMO_PASSWORD)).status).toBe(429);
    expect((await signInThrough(a, DEMO_PASSWORD)).status).toBe(429);
  });

  it('a report asked of A is finished even when A stops right after', async () => {
    const created = await api(a, await a.tokenFor(demo.admin))('POST', '/reports/sites', {});
    expect(created.status, created.text).toBe(201);
    await a.close();
    const onB = api(b, await b.tokenFor(demo.admin));
    await vi.waitFor(
      async () => {
        const link = await onB('GET', `/report/${created.json.id}/url`);
        expect(link.status, link.text).toBe(200);
        expect(await (await fetch(link.json.url)).text()).toContain('Unidade');
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
