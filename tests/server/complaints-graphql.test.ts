/**
 * The ombudsperson's screens read complaints through GraphQL (the client-side schema over the
 * REST calls): against the real server, a sensitive complaint exists for the ombudsperson only —
 * an admin's and readonly's queries answer as if it did not exist, a leader's are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeComplaintStageDocument,
  ComplaintDocument,
  ComplaintsDocument,
} from '#graphql/generated/operations.ts';
import { createRestClient, type RestClient } from '#graphql/rest/rest-client.ts';
import { run } from '../graphql/execute-operation.ts';
import { api, demo, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const clients = new Map<string, RestClient>();
let sensitiveId: string;
let sensitiveProtocol: string;
let plainId: string;

async function restFor(login: string): Promise<RestClient> {
  const token = await server.tokenFor(login);
  return createRestClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => token });
}

async function file(category: string): Promise<{ id: string; protocol: string }> {
  const sent = await api(server)('POST', '/public/complaints', {
    category,
    description: 'A líder cobrou dez reais para entregar o cartão.',
    anonymous: true,
  });
  expect(sent.status, sent.text).toBe(201);
  const protocol = sent.json.protocol as string;
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM complaints WHERE protocol = $1',
    [protocol],
  );
  return { id: row!.id, protocol };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, login] of Object.entries(demo)) clients.set(name, await restFor(login));
  ({ id: sensitiveId, protocol: sensitiveProtocol } = await file('chargedForCard'));
  ({ id: plainId } = await file('cardProblem'));
});

afterAll(async () => {
  await server?.close();
});

const rest = (name: keyof typeof demo) => clients.get(name)!;

describe('complaints over GraphQL', () => {
  it('gives the ombudsperson the sensitive complaint, in the queue and whole', async () => {
    const queue = await run(ComplaintsDocument, rest('ouvidoria'), { filter: { open: true } });
    expect(queue.errors).toBeUndefined();
    const listed = queue.data!.complaints.complaints.find((item) => item.id === sensitiveId);
    expect(listed).toMatchObject({ protocol: sensitiveProtocol, sensitive: true });
    const details = await run(ComplaintDocument, rest('ouvidoria'), { id: sensitiveId });
    expect(details.errors).toBeUndefined();
    expect(details.data!.complaint.description).toContain('cobrou dez reais');
    expect(details.data!.complaint.canAct).toBe(true);
  });

  it.each(['admin', 'readonly'] as const)(
    "answers %s's queries as if the sensitive complaint did not exist",
    async (role) => {
      const queue = await run(ComplaintsDocument, rest(role), { filter: {} });
      expect(queue.errors).toBeUndefined();
      const ids = queue.data!.complaints.complaints.map((item) => item.id);
      expect(ids).toContain(plainId);
      expect(ids).not.toContain(sensitiveId);
      expect(JSON.stringify(queue.data)).not.toContain(sensitiveProtocol);

      const details = await run(ComplaintDocument, rest(role), { id: sensitiveId });
      expect(details.data).toBeNull();
      expect(details.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(details)).not.toContain('cobrou dez reais');

      const moved = await run(ChangeComplaintStageDocument, rest(role), {
        id: sensitiveId,
        stage: 'closed',
        note: 'Encerrando sem ler.',
      });
      expect(moved.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    },
  );

  it.each(['maria', 'joao'] as const)(
    'refuses %s (a leader) every complaint query',
    async (leader) => {
      const queue = await run(ComplaintsDocument, rest(leader), { filter: {} });
      expect(queue.data).toBeNull();
      expect(queue.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const id of [sensitiveId, plainId]) {
        const details = await run(ComplaintDocument, rest(leader), { id });
        expect(details.data).toBeNull();
        expect(details.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    },
  );

  it('lets readonly read a complaint that is not sensitive, and change nothing', async () => {
    const details = await run(ComplaintDocument, rest('readonly'), { id: plainId });
    expect(details.errors).toBeUndefined();
    expect(details.data!.complaint.canAct).toBe(false);
    const moved = await run(ChangeComplaintStageDocument, rest('readonly'), {
      id: plainId,
      stage: 'inReview',
      note: 'Olhando.',
    });
    expect(moved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
