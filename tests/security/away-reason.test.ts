/**
 * Why a leader is away is health data when she has symptoms (LGPD art. 11): staff other than
 * admins read only that she is unavailable, and an ended report does not stay forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '#server/domain/retention/retention.ts';
import { api, demo, startTestServer, testClock, type TestServer } from '#tests/server/harness.ts';
import { donationIdsOf } from '#tests/server/route-fixtures.ts';

const clock = testClock(new Date('2026-11-20T12:00:00.000Z'));
let server: TestServer;
let admin: ReturnType<typeof api>;
let readonly: ReturnType<typeof api>;
let joao: ReturnType<typeof api>;
let donationId: string;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(90 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  joao = api(server, await server.tokenFor(demo.joao));
  donationId = (await donationIdsOf(server, demo.joao, 1))[0]!;
  expect((await joao('POST', '/leader/reports', { kind: 'symptoms' })).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const awaySubjects = (review: { anomalies: { kind: string; subjects: unknown[] }[] }) =>
  review.anomalies.find((anomaly) => anomaly.kind === 'leaderUnavailable')?.subjects;

describe("a leader's away report", () => {
  it('names its reason to admins and to the leader herself', async () => {
    for (const call of [admin, joao]) {
      const review = await call('GET', `/donations/${donationId}/review`);
      expect(awaySubjects(review.json)).toEqual([
        expect.objectContaining({ type: 'leaderReport', report: 'symptoms' }),
      ]);
    }
  });

  it('reads only "unavailable" to readonly staff: the flag and when, never the reason', async () => {
    const review = await readonly('GET', `/donations/${donationId}/review`);
    expect(review.status).toBe(200);
    expect(awaySubjects(review.json)).toEqual([
      expect.objectContaining({ type: 'leaderReport', report: null, at: expect.any(String) }),
    ]);
    expect(review.text).not.toContain('symptoms');
    const alerts = await readonly('GET', `/donations/alerts?ids=${donationId}`);
    expect(alerts.text).not.toContain('symptoms');
  });

  it('is deleted 30 days after it ended, and not before; an open one stays', async () => {
    const reports = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leader_reports'))[0]!.n;
    const settings = { retentionDays: 365, duplicateWindowDays: 30 };
    clock.advance(40 * 86_400_000);
    await runRetention(server.deps, settings, clock.now());
    expect(await reports()).toBe(1);

    // Back: the health declaration ends the report.
    expect((await joao('POST', '/checklist')).status).toBe(201);
    clock.advance(29 * 86_400_000);
    await runRetention(server.deps, settings, clock.now());
    expect(await reports()).toBe(1);
    clock.advance(2 * 86_400_000);
    expect((await runRetention(server.deps, settings, clock.now())).awayReportsDeleted).toBe(1);
    expect(await reports()).toBe(0);
  });

  it('is declared in the public privacy notice: health data, who sees the reason, for how long', async () => {
    const notice = await (await fetch(`${server.baseUrl}/privacidade`)).text();
    expect(notice).toContain('“Estou com sintomas” é um dado de saúde (LGPD, art. 11)');
    expect(notice).toContain('os demais veem apenas “indisponível”');
    expect(notice).toContain('é apagado 30 dias depois que ele volta');
  });
});
