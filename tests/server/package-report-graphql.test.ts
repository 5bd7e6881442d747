/**
 * The donor report screen reads a 'Pacote''s report and its CSV through GraphQL (the client-side
 * schema over the REST calls): against the real server, an admin gets the figures with '< 5' and
 * 'oculto' kept as the server wrote them, and the CSV as the text the server made; readonly is
 * refused both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageReportCsvDocument, PackageReportDocument } from '#graphql/generated/operations.ts';
import { createRestClient, type RestClient } from '#graphql/rest/rest-client.ts';
import type { PackageReport } from '#contract/transparency.ts';
import { run } from '../graphql/execute-operation.ts';
import { api, demo, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let loadId: string;

async function restFor(login: string): Promise<RestClient> {
  const token = await server.tokenFor(login);
  return createRestClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => token });
}

beforeAll(async () => {
  server = await startTestServer();
  const [load] = await server.db.query<{ id: string }>(
    `SELECT id FROM loads WHERE type = 'donation'`,
  );
  loadId = load!.id;
  // The public page's first call writes the day's snapshot: the head the report cites.
  expect((await api(server)('GET', '/public/transparency')).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe("a 'Pacote''s donor report over GraphQL", () => {
  it('gives an admin the figures the REST call answers, and the CSV whole', async () => {
    const admin = await restFor(demo.admin);
    const rest = await api(server, await server.tokenFor(demo.admin))(
      'GET',
      `/transparency/packages/${loadId}`,
    );
    const expected = rest.json as PackageReport;

    const report = await run(PackageReportDocument, admin, { loadId });
    expect(report.errors).toBeUndefined();
    const answer = report.data!.packageReport;
    expect(answer.fileName).toBe('doacoes-lote-novembro.csv');
    expect(answer.figures.places).toEqual(expected.figures.places);
    expect(answer.figures.complaints).toEqual(expected.figures.complaints);
    expect(answer.figures.campaign).toMatchObject(expected.figures.campaign);
    expect(answer.head?.sha256).toBe(expected.head?.sha256);

    const csv = await run(PackageReportCsvDocument, admin, { loadId });
    expect(csv.errors).toBeUndefined();
    const file = csv.data!.packageReportCsv;
    expect(file).toContain('Arquivo;;;Pacote;doacoes-lote-novembro.csv');
    expect(file).toContain(
      `Cartões;Todos;Todas;Cartões carregados;${expected.figures.places[0]!.cards.loaded}`,
    );
    expect(file).toContain(expected.head!.sha256);
  });

  it('refuses readonly both', async () => {
    const readonly = await restFor(demo.readonly);
    const report = await run(PackageReportDocument, readonly, { loadId });
    const csv = await run(PackageReportCsvDocument, readonly, { loadId });
    for (const answer of [report, csv]) {
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
