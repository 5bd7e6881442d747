/** An admin passes an away leader's donations to another leader (docs/product.md R13.4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { donationIdsOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
let server: TestServer;
let admin: Call;
let readonly: Call;
let joao: Call;
let fernanda: Call;
let fernandaId: string;
let joaoId: string;

/** The leader search as the form uses it: the id of the one leader found by this name. */
const leaderIdNamed = async (name: string) => {
  const found = (await admin('GET', `/leaders?name=${encodeURIComponent(name)}`)).json.leaders as {
    id: string;
    name: string;
  }[];
  expect(found).toHaveLength(1);
  return found[0]!.id;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  joao = api(server, await server.tokenFor(demo.joao));
  fernanda = api(server, await server.tokenFor(demo.fernanda));
  fernandaId = await leaderIdNamed('Fernanda Oliveira');
  joaoId = await leaderIdNamed('João Santos');
  expect(fernandaId).toBe(await server.userId(demo.fernanda));
});

afterAll(async () => {
  await server?.close();
});

const listOf = async (call: Call) =>
  ((await call('GET', '/donations')).json.donations as { donationId: string }[])
    .map((d) => d.donationId)
    .sort();
const openOf = async (login: string) =>
  [
    ...(await donationIdsOf(server, login, 1)),
    ...(await donationIdsOf(server, login, 2)),
    ...(await donationIdsOf(server, login, 3)),
  ].sort();

describe('POST /donations/{id}/transfer', () => {
  it('only an admin passes a donation on; a leader or readonly changes nothing', async () => {
    const [donationId] = await openOf(demo.joao);
    const body = { leaderId: fernandaId, reason: 'Líder com sintomas.' };
    expect((await readonly('POST', `/donations/${donationId}/transfer`, body)).status).toBe(403);
    expect((await joao('POST', `/donations/${donationId}/transfer`, body)).status).toBe(403);
    expect(await listOf(fernanda)).not.toContain(donationId);
  });

  it('refuses an unknown leader, the same leader and a short reason, with what to do', async () => {
    const [donationId] = await openOf(demo.joao);
    // An account that is not a leader is not found as one.
    const unknown = await admin('POST', `/donations/${donationId}/transfer`, {
      leaderId: await server.userId(demo.readonly),
      reason: 'Líder com sintomas.',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/Liderança não encontrada/);
    const same = await admin('POST', `/donations/${donationId}/transfer`, {
      leaderId: joaoId,
      reason: 'Líder com sintomas.',
    });
    expect(same.status).toBe(409);
    const short = await admin('POST', `/donations/${donationId}/transfer`, {
      leaderId: fernandaId,
      reason: 'x',
    });
    expect(short.status).toBe(400);
    const notAnId = await admin('POST', `/donations/${donationId}/transfer`, {
      leaderId: demo.fernanda,
      reason: 'Líder com sintomas.',
    });
    expect(notAnId.status).toBe(400);
    expect(notAnId.json.message).toMatch(/Escolha na lista/);
  });

  it('one donation, then all the leader’s open ones: the new leader lists them and the history says who, from whom, why', async () => {
    const open = await openOf(demo.joao);
    expect(open.length).toBeGreaterThan(1);
    const [first] = open;
    const one = await admin('POST', `/donations/${first}/transfer`, {
      leaderId: fernandaId,
      reason: 'João avisou que está com sintomas.',
    });
    expect(one.status).toBe(200);
    expect(one.json.audit).toEqual([
      expect.objectContaining({
        action: 'transfer',
        fromLeaderName: 'João Santos',
        toLeaderName: 'Fernanda Oliveira',
        actorName: 'Ana Costa',
        reason: 'João avisou que está com sintomas.',
      }),
    ]);
    expect(await listOf(fernanda)).toContain(first);
    expect(await listOf(joao)).not.toContain(first);

    const rest = open.filter((id) => id !== first);
    const all = await admin('POST', `/donations/${rest[0]}/transfer`, {
      leaderId: fernandaId,
      reason: 'Todas as entregas do João.',
      allOfLeader: true,
    });
    expect(all.status).toBe(200);
    expect(await openOf(demo.joao)).toEqual([]);
    for (const id of rest) {
      expect(await listOf(fernanda)).toContain(id);
      const review = await admin('GET', `/donations/${id}/review`);
      expect(review.json.audit).toEqual([
        expect.objectContaining({ action: 'transfer', reason: 'Todas as entregas do João.' }),
      ]);
    }
  });
});
