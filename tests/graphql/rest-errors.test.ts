import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { DonationDetailsDocument, DonationsDocument } from '#graphql/generated/operations.ts';
import { NETWORK_FAILURE_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { FakeXhr } from './fake-xhr.ts';

const FALLBACK = 'Não foi possível concluir. Verifique sua conexão e tente novamente.';

describe('REST errors', () => {
  it('rejects a non-2xx reply with a RestError carrying the status and the server message', async () => {
    const { rest } = createTestRest({
      'POST /api/donations/SP-20260315000000001/end': {
        status: 409,
        json: { message: 'Ainda há cartões sem entrega registrada.' },
      },
    });
    const failure = await rest
      .endDonation({ donationId: 'SP-20260315000000001' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'Ainda há cartões sem entrega registrada.',
    });
  });

  it('carries Retry-After, so a 409 for a send still in progress can be retried (fetch and upload paths)', async () => {
    const stillProcessing = {
      status: 409,
      json: { message: 'Este envio ainda está em processamento.' },
      headers: { 'Retry-After': '2' },
    };
    const { rest } = createTestRest({
      'POST /api/donations/SP-20260315000000001/end': stillProcessing,
    });
    await expect(
      rest.endDonation({ donationId: 'SP-20260315000000001' }, { idempotencyKey: 'chave-0001' }),
    ).rejects.toMatchObject({
      status: 409,
      retryAfterMs: 2_000,
    });

    const xhr = new FakeXhr();
    const upload = createRestClient({ getToken: () => 'a.b.c', createXhr: () => xhr.asXhr() })
      .receiveDonation(
        {
          donationId: 'SP-1',
          receivedQuantity: 1,
          lat: 0,
          lon: 0,
          photo: new Blob(['x']),
          recordedAt: null,
        },
        { onProgress: () => undefined, idempotencyKey: 'chave-0002' },
      )
      .catch((error: unknown) => error);
    await xhr.sent;
    xhr.respond(409, JSON.stringify({ message: 'Este envio ainda está em processamento.' }), {
      'Retry-After': '3',
    });
    expect(await upload).toMatchObject({ status: 409, retryAfterMs: 3_000 });
  });

  it('has no Retry-After on an ordinary refusal', async () => {
    const { rest } = createTestRest({
      'POST /api/donations/SP-20260315000000001/end': { status: 409, json: { message: 'Não.' } },
    });
    await expect(rest.endDonation({ donationId: 'SP-20260315000000001' })).rejects.toMatchObject({
      status: 409,
      retryAfterMs: null,
    });
  });

  it('uses the pt-BR fallback when the error body is not the API JSON', async () => {
    const { rest } = createTestRest({
      'GET /api/sites': { status: 502, text: '<html>Bad gateway</html>' },
    });
    await expect(rest.listSites()).rejects.toMatchObject({ status: 502, message: FALLBACK });
  });

  it('uses the pt-BR fallback with status 0 when the network fails', async () => {
    const { rest } = createTestRest({ 'GET /api/sites': new TypeError('Failed to fetch') });
    await expect(rest.listSites()).rejects.toMatchObject({ status: 0, message: FALLBACK });
    expect(NETWORK_FAILURE_MESSAGE).toBe(FALLBACK);
  });

  it('treats a 2xx reply that is not JSON as a failure, not as data', async () => {
    const { rest } = createTestRest({
      'GET /api/sites': { status: 200, text: '<!doctype html><title>app</title>' },
    });
    await expect(rest.listSites()).rejects.toMatchObject({ status: 200, message: FALLBACK });
  });

  it('resolves a 204 reply to undefined', async () => {
    const { rest } = createTestRest({ 'DELETE /api/report/relatorio-1': { status: 204 } });
    await expect(rest.deleteReport('relatorio-1')).resolves.toBeUndefined();
  });
});

describe('GraphQL error mapping', () => {
  it('surfaces the server message as the GraphQL error message with code and status', async () => {
    const { rest } = createTestRest({
      'GET /api/donations/SP-20260315000000009/details': {
        status: 404,
        json: { message: 'Doação não encontrada.' },
      },
    });
    const result = await run(DonationDetailsDocument, rest, { id: 'SP-20260315000000009' });
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toBe('Doação não encontrada.');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', status: 404 });
    expect(result.errors?.[0]?.path).toEqual(['donationDetails']);
  });

  it.each([
    [400, 'BAD_USER_INPUT', 'Informe ao menos um filtro.'],
    [401, 'UNAUTHENTICATED', 'Sessão expirada. Entre novamente.'],
    [403, 'FORBIDDEN', 'Você não tem permissão para esta ação.'],
    [404, 'NOT_FOUND', 'Não encontrado.'],
    [409, 'CONFLICT', 'Já existe uma doação com este código.'],
    [413, 'BAD_USER_INPUT', 'Arquivo maior que o limite permitido.'],
    [500, 'INTERNAL', 'Erro interno.'],
  ])('maps HTTP %i to %s', async (status, code, message) => {
    const { rest } = createTestRest({ 'GET /api/donations': { status, json: { message } } });
    const result = await run(DonationsDocument, rest);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toEqual({ code, status });
  });

  it('maps a network failure to NETWORK with the pt-BR fallback message', async () => {
    const { rest } = createTestRest({ 'GET /api/donations': new TypeError('fetch failed') });
    const result = await run(DonationsDocument, rest);
    expect(result.errors?.[0]?.message).toBe(FALLBACK);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'NETWORK', status: 0 });
  });
});
