/** A closing asked about first can be undone for a while by whoever made it, and reopened later with a reason (docs/product.md R13.2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_CLOSING_MS } from '#contract/donation-audit.ts';
import { buildReportTable } from '#server/domain/reports/report-content.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { firstDonationOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
let server: TestServer;
let ana: Call;
let otherAdmin: Call;
const clock = testClock(new Date('2026-11-20T13:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  ana = api(server, await server.tokenFor(demo.admin));
  // Paulo has no donations; here he is a second admin.
  await server.db.query("UPDATE users SET role = 'admin' WHERE login_hash = $1", [
    server.loginHash(demo.paulo),
  ]);
  otherAdmin = api(server, await server.tokenFor(demo.paulo));
});

afterAll(async () => {
  await server?.close();
});

const statusOf = async (id: string) =>
  (await ana('GET', `/donations/${id}/details`)).json.status as number;
const actions = (review: { audit: { action: string }[] }) =>
  review.audit.map((entry) => entry.action);

describe('undo a closing', () => {
  it('the admin who closed takes it back within 5 minutes; the donation is where it was and both lines stay in the history', async () => {
    const id = await firstDonationOf(server, demo.joao, 2);
    const closed = await ana('POST', `/donations/${id}/close`, {
      status: 5,
      reason: 'Cartões devolvidos à unidade.',
    });
    expect(closed.json.undoWithinMs).toBe(UNDO_CLOSING_MS);
    // Another admin reading it may not undo what Ana did.
    expect((await otherAdmin('GET', `/donations/${id}/review`)).json.undoWithinMs).toBeNull();

    clock.advance(UNDO_CLOSING_MS - 1000);
    expect((await ana('GET', `/donations/${id}/review`)).json.undoWithinMs).toBe(1000);
    const undone = await ana('POST', `/donations/${id}/close/undo`);

    expect(undone.status, undone.text).toBe(200);
    expect(await statusOf(id)).toBe(2);
    expect(undone.json.undoWithinMs).toBeNull();
    expect(undone.json.audit.slice(-2)).toEqual([
      expect.objectContaining({
        action: 'close',
        fromStatus: 2,
        toStatus: 5,
        statusText: 'Devolvido',
        actorName: 'Ana Costa',
      }),
      expect.objectContaining({
        action: 'undo',
        fromStatus: 5,
        toStatus: 2,
        statusText: 'Doação Recebida',
        actorName: 'Ana Costa',
        reason: null,
        at: clock.now().toISOString(),
      }),
    ]);
    // Nothing left to undo.
    expect((await ana('POST', `/donations/${id}/close/undo`)).json.message).toBe(
      'Não há encerramento para desfazer nesta doação.',
    );
  });

  it('after 5 minutes, or for another admin, undo is refused and points to reopening', async () => {
    const id = await firstDonationOf(server, demo.carlos, 1);
    await ana('POST', `/donations/${id}/close`, { status: 6, reason: 'Extraviado no transporte.' });

    const notYours = await otherAdmin('POST', `/donations/${id}/close/undo`);
    expect(notYours.status).toBe(409);
    expect(notYours.json.message).toBe(
      'Só quem registrou o encerramento pode desfazê-lo. Para voltar atrás, reabra a doação informando o motivo.',
    );

    clock.advance(UNDO_CLOSING_MS);
    const late = await ana('POST', `/donations/${id}/close/undo`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(
      'O prazo de 5 minutos para desfazer terminou. Para voltar atrás, reabra a doação informando o motivo.',
    );
    expect(await statusOf(id)).toBe(6);
  });

  it('only an admin may undo', async () => {
    const id = await firstDonationOf(server, demo.carlos, 6);
    const rita = api(server, await server.tokenFor(demo.readonly));
    expect((await rita('POST', `/donations/${id}/close/undo`)).status).toBe(403);
  });
});

describe('reopen a returned or lost donation', () => {
  it('any admin, later, with a reason: back to the status before the closing, recorded with who and when', async () => {
    const id = await firstDonationOf(server, demo.carlos, 6);
    clock.advance(30 * 60_000);
    expect(
      (await otherAdmin('POST', `/donations/${id}/reopen`, { reason: 'x' })).json.message,
    ).toBe('Informe o motivo, de 5 a 500 caracteres.');

    const reopened = await otherAdmin('POST', `/donations/${id}/reopen`, {
      reason: '  Pacote encontrado na unidade.  ',
    });

    expect(reopened.status, reopened.text).toBe(200);
    expect(await statusOf(id)).toBe(1);
    expect(reopened.json.audit.at(-1)).toEqual({
      action: 'reopen',
      fromStatus: 6,
      toStatus: 1,
      statusText: 'Esperando recebimento',
      reason: 'Pacote encontrado na unidade.',
      actorName: 'Paulo Souza',
      at: clock.now().toISOString(),
      // A reopening passes the donation to nobody (only a transfer names two leaders).
      fromLeaderName: null,
      toLeaderName: null,
    });
    // Open again: it may be closed again, and the export no longer shows the old closing.
    const table = await buildReportTable(
      server.db,
      'donation',
      { listDonationId: [id] },
      { protection: server.deps.protection, complete: false },
    );
    expect(table.rows[0]![table.header.indexOf('Motivo do encerramento')]).toBe('');
    expect(
      (await ana('POST', `/donations/${id}/reopen`, { reason: 'Reabrir de novo.' })).json.message,
    ).toBe('Só é possível reabrir uma doação Devolvida ou Extraviada.');
  });

  it("the demo's returned donation reopens to the status it was closed from; its leader reads the history", async () => {
    const id = await firstDonationOf(server, demo.maria, 5);
    const maria = api(server, await server.tokenFor(demo.maria));
    expect(
      (await maria('POST', `/donations/${id}/reopen`, { reason: 'Reabrir pela líder.' })).status,
    ).toBe(403);

    expect(
      (await ana('POST', `/donations/${id}/reopen`, { reason: 'Líder voltou ao bairro.' })).status,
    ).toBe(200);

    expect(actions((await maria('GET', `/donations/${id}/review`)).json)).toEqual([
      'close',
      'reopen',
    ]);
    expect(await statusOf(id)).toBe(1);
  });
});
