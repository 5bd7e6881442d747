import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANOMALIES_MAX_IDS } from '#contract/donation-anomalies.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';

/**
 * What the desk table reads (docs/api.md): the list's city, UF and deadline, and the anomaly
 * flags of the rows on screen, the same flags the donation's review shows.
 */
let server: TestServer;
let admin: (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});
afterAll(async () => {
  await server?.close();
});

interface ListedDonation {
  donationId: string;
  status: number;
  city: string;
  state: string;
  deadline: string | null;
}

describe('the list for the desk table', () => {
  it('carries each donation’s city, UF and deadline (the details’ own values)', async () => {
    const { json } = await admin('GET', '/donations');
    const donations: ListedDonation[] = json.donations;
    const delivering = donations.find((d) => d.status === 3)!;
    const waiting = donations.find((d) => d.status === 1)!;
    for (const listed of [delivering, waiting]) {
      const details = (await admin('GET', `/donations/${listed.donationId}/details`)).json;
      expect(listed).toMatchObject({
        city: details.city,
        state: details.state,
        deadline: details.deadline,
      });
    }
    expect(delivering.deadline).not.toBeNull();
    expect(waiting.deadline).toBeNull();
  });

  it('gives the flags of the asked donations, as their review does', async () => {
    const ids: string[] = (await admin('GET', '/donations')).json.donations.map(
      (d: ListedDonation) => d.donationId,
    );
    const asked = ids.slice(0, 40);
    const { status, json } = await admin(
      'GET',
      `/donations/alerts?ids=${asked.map((id) => id.toLowerCase()).join(',')}`,
    );
    expect(status).toBe(200);
    expect(json.alerts.map((a: { donationId: string }) => a.donationId).sort()).toEqual(
      [...asked].sort(),
    );
    let flagged = 0;
    for (const { donationId, anomalies } of json.alerts) {
      const review = (await admin('GET', `/donations/${donationId}/review`)).json;
      // The same flags and texts; only the review names what raised each one (subjects).
      const flags = (list: { kind: string; text: string }[]) =>
        list.map(({ kind, text }) => ({ kind, text }));
      expect(flags(anomalies), donationId).toEqual(flags(review.anomalies));
      if (anomalies.length > 0) flagged += 1;
    }
    // The demo data has donations with flags: the comparison above compared something.
    expect(flagged).toBeGreaterThan(0);
  });

  it('is for staff, with 1 to 100 well-formed codes', async () => {
    const id = (await admin('GET', '/donations')).json.donations[0].donationId;
    const readonly = api(server, await server.tokenFor(demo.readonly));
    expect((await readonly('GET', `/donations/alerts?ids=${id}`)).status).toBe(200);
    const leader = api(server, await server.tokenFor(demo.maria));
    expect((await leader('GET', `/donations/alerts?ids=${id}`)).status).toBe(403);
    const tooMany = Array.from(
      { length: ANOMALIES_MAX_IDS + 1 },
      (_, n) => `SP-2026${String(n).padStart(13, '0')}`,
    ).join(',');
    for (const query of ['', 'ids=', 'ids=nao-e-codigo', `ids=${tooMany}`]) {
      const answer = await admin('GET', `/donations/alerts?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.message).toBe(
        'Informe de 1 a 100 códigos de doação, separados por vírgula.',
      );
    }
  });
});
