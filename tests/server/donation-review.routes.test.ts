/** Issue 14 items 15–17 over HTTP: delivery proof with distances, anomaly flags, returned and lost with an audit log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '#server/files/png.ts';
import { buildReportTable } from '#server/domain/reports/report-content.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm, firstDonationOf, form, location, vouchersOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
let server: TestServer;
let admin: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});

afterAll(async () => {
  await server?.close();
});

const kindsOf = (review: { anomalies: { kind: string }[] }) => review.anomalies.map((a) => a.kind);

async function review(call: Call, donationId: string) {
  const response = await call('GET', `/donations/${donationId}/review`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

describe('GET /donations/:id/review — delivery proof and anomaly flags', () => {
  it("flags Fernanda's demo donation: far, reused photo, late and a received quantity that differs", async () => {
    const id = await firstDonationOf(server, demo.fernanda, 4);
    const body = await review(admin, id);
    expect(kindsOf(body)).toEqual([
      'farDelivery',
      'reusedPhoto',
      'lateDelivery',
      'quantityDivergence',
    ]);
    expect(body.anomalies[0].text).toBe('Entrega a mais de 20 km do ponto de recebimento');
    expect(body.proof.site).toMatchObject({ name: 'Casa de Apoio da Maré' });
    expect(body.proof.receipt.kmFromSite).toBe(0);
    const [near, far] = body.proof.deliveries;
    expect(near.kmFromReceipt).toBeLessThan(1);
    expect(far.kmFromReceipt).toBeGreaterThan(30);
    expect(far.kmFromReceipt).toBeLessThan(36);
  });

  it("flags Maria's completed donation whose three outcomes were recorded 3 s apart", async () => {
    const id = await firstDonationOf(server, demo.maria, 4);
    expect(kindsOf(await review(admin, id))).toEqual(['deliveryBurst']);
  });

  it('a donation without irregularities has no flags', async () => {
    const id = await firstDonationOf(server, demo.maria, 3);
    const body = await review(admin, id);
    expect(body.anomalies).toEqual([]);
    expect(body.proof.deliveries.map((d: { position: number }) => d.position)).toEqual([1, 2, 3]);
  });

  it('the same photo uploaded for two deliveries is flagged from its perceptual hash', async () => {
    const joao = api(server, await server.tokenFor(demo.joao));
    const id = await firstDonationOf(server, demo.joao, 2);
    const [first, second] = await vouchersOf(server.db, id);
    const scene = makePng(64, 48, (x, y) =>
      x > 20 && x < 40 && y > 10 ? [200, 40, 40] : [30 + x, 60 + y, 90],
    );
    const deliver = (voucherId: string, name: string) =>
      joao(
        'POST',
        `/donations/${id}/donate`,
        form(
          { voucherId, delivered: 'true', receivedName: name, ...location },
          { donateDonationFile: { bytes: scene, type: 'image/png', name: 'f.png' } },
        ),
      );
    expect((await deliver(first!.voucher_id, 'Rosa Maria')).status).toBe(204);
    expect(kindsOf(await review(admin, id))).not.toContain('reusedPhoto');
    expect((await deliver(second!.voucher_id, 'Pedro Paulo')).status).toBe(204);
    expect(kindsOf(await review(admin, id))).toContain('reusedPhoto');
  });

  it('a leader reads only their own donations', async () => {
    const maria = api(server, await server.tokenFor(demo.maria));
    expect(
      (await maria('GET', `/donations/${await firstDonationOf(server, demo.maria, 6)}/review`))
        .status,
    ).toBe(200);
    expect(
      (await maria('GET', `/donations/${await firstDonationOf(server, demo.fernanda, 4)}/review`))
        .status,
    ).toBe(404);
  });
});

describe('POST /donations/:id/close — returned and lost', () => {
  it("the demo's lost donation carries Ana's reason in its audit log, which its leader can read", async () => {
    const maria = api(server, await server.tokenFor(demo.maria));
    const body = await review(maria, await firstDonationOf(server, demo.maria, 6));
    expect(body.audit).toEqual([
      expect.objectContaining({
        toStatus: 6,
        statusText: 'Extraviado',
        actorName: 'Ana Costa',
        reason: expect.stringContaining('transportadora'),
      }),
    ]);
  });

  it('admin marks a waiting donation lost with a reason; who and when go to the audit log', async () => {
    const id = await firstDonationOf(server, demo.carlos, 1);
    const before = Date.now();
    const response = await admin('POST', `/donations/${id}/close`, {
      status: 6,
      reason: '  Cartões roubados no caminho.  ',
    });
    expect(response.status, response.text).toBe(200);
    const [entry] = response.json.audit;
    expect(entry).toMatchObject({
      fromStatus: 1,
      toStatus: 6,
      statusText: 'Extraviado',
      actorName: 'Ana Costa',
      reason: 'Cartões roubados no caminho.',
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await admin('GET', `/donations/${id}/details`)).json.status).toBe(6);
    // Closed is final: a second close is refused.
    const again = await admin('POST', `/donations/${id}/close`, {
      status: 5,
      reason: 'Devolvido depois.',
    });
    expect(again.status).toBe(409);
  });

  it('needs a reason and a status of 5 or 6', async () => {
    const id = await firstDonationOf(server, demo.joao, 1);
    expect(
      (await admin('POST', `/donations/${id}/close`, { status: 5, reason: ' ' })).json.message,
    ).toBe('Informe o motivo, de 5 a 500 caracteres.');
    expect(
      (await admin('POST', `/donations/${id}/close`, { status: 4, reason: 'Motivo qualquer' }))
        .status,
    ).toBe(400);
    expect((await admin('GET', `/donations/${id}/details`)).json.status).toBe(1);
  });

  it('only admin may close; a completed donation cannot be closed', async () => {
    const id = await firstDonationOf(server, demo.joao, 1);
    const rita = api(server, await server.tokenFor(demo.readonly));
    const joao = api(server, await server.tokenFor(demo.joao));
    expect(
      (await rita('POST', `/donations/${id}/close`, { status: 5, reason: 'Devolvido à unidade.' }))
        .status,
    ).toBe(403);
    expect(
      (await joao('POST', `/donations/${id}/close`, { status: 5, reason: 'Devolvido à unidade.' }))
        .status,
    ).toBe(403);
    const done = await firstDonationOf(server, demo.fernanda, 4);
    expect(
      (
        await admin('POST', `/donations/${done}/close`, {
          status: 5,
          reason: 'Devolvido à unidade.',
        })
      ).status,
    ).toBe(409);
  });
});

describe('anomaly flags in the filter and the exports', () => {
  it('GET /filter/donation?anomaly= finds only the donations carrying that flag', async () => {
    const burst = await admin('GET', '/filter/donation?anomaly=deliveryBurst');
    expect(burst.json.donations.map((d: { donationId: string }) => d.donationId)).toEqual([
      await firstDonationOf(server, demo.maria, 4),
    ]);
    const late = await admin('GET', '/filter/donation?anomaly=lateDelivery');
    expect(late.json.donations.map((d: { leaderName: string }) => d.leaderName)).toEqual([
      'Fernanda Oliveira',
    ]);
    expect((await admin('GET', '/filter/donation?anomaly=qualquer')).json.message).toBe(
      'Alerta inválido.',
    );
  });

  it('the donation export carries the receipt position (about 1 km when masked), the flags and the closing reason', async () => {
    const table = await buildReportTable(
      server.db,
      'donation',
      { leaderName: 'Fernanda' },
      { protection: server.deps.protection, complete: false },
    );
    const column = (name: string) => table.header.indexOf(name);
    const [row] = table.rows;
    expect(row![column('Latitude do recebimento')]).toBe('-22.86');
    expect(row![column('Longitude do recebimento')]).toBe('-43.24');
    const complete = await buildReportTable(
      server.db,
      'donation',
      { leaderName: 'Fernanda' },
      { protection: server.deps.protection, complete: true },
    );
    expect(complete.rows[0]![column('Latitude do recebimento')]).toBe('-22.859700');
    expect(complete.rows[0]![column('Longitude do recebimento')]).toBe('-43.243100');
    expect(row![column('Alertas')]).toBe(
      'Entrega a mais de 20 km do ponto de recebimento | Mesma foto usada em duas entregas | Entrega depois do prazo de 24 horas | Quantidade recebida diferente da enviada',
    );
    const lost = await buildReportTable(
      server.db,
      'donation',
      { status: 6, leaderName: 'Maria' },
      { protection: server.deps.protection, complete: false },
    );
    expect(lost.rows[0]![column('Encerrada por')]).toBe('Ana Costa');
    expect(lost.rows[0]![column('Motivo do encerramento')]).toContain('transportadora');
  });

  it('the card export carries each delivery position: whole when complete, about 1 km when masked', async () => {
    const tableAs = (complete: boolean) =>
      buildReportTable(
        server.db,
        'voucher',
        { leaderName: 'Fernanda' },
        { protection: server.deps.protection, complete },
      );
    const complete = await tableAs(true);
    const lat = complete.header.indexOf('Latitude');
    expect(complete.header[lat + 1]).toBe('Longitude');
    expect(complete.rows.map((row) => row[lat])).toEqual(['-22.859300', '-22.558900']);
    const masked = await tableAs(false);
    expect(masked.rows.map((row) => row[masked.header.indexOf('Latitude')])).toEqual([
      '-22.86',
      '-22.56',
    ]);
  });
});

describe('site positions from a site charge file', () => {
  it('accepts optional lat and lon columns, both or neither, and stores them', async () => {
    const ok = await admin(
      'POST',
      '/load/site',
      csvForm(
        'name;city;state;lat;lon\nUnidade Boa Vista;Recife;PE;-8,0476;-34,8770\nUnidade Sem Mapa;Recife;PE;;\n',
      ),
    );
    expect(ok.json.status, ok.text).toBe('Processado com sucesso');
    const rows = await server.db.query<{ name: string; lat: number | null; lon: number | null }>(
      "SELECT name, lat, lon FROM sites WHERE city = 'Recife' ORDER BY name",
    );
    expect(rows).toEqual([
      { name: 'Unidade Boa Vista', lat: -8.0476, lon: -34.877 },
      { name: 'Unidade Sem Mapa', lat: null, lon: null },
    ]);
    const half = await admin(
      'POST',
      '/load/site',
      csvForm('name,city,state,lat,lon\nUnidade Meia,Olinda,PE,-8.0,\n'),
    );
    expect(half.json.status).toBe('Dados inconsistentes');
  });
});
