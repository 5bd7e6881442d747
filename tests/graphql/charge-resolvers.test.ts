import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { createTestRest, formEntries } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { charge } from './fixtures.ts';
import {
  ChargeDocument,
  ChargesDocument,
  UploadChargeDocument,
} from '#graphql/generated/operations.ts';

const lineErrors = [{ line: 3, message: 'Cartão duplicado.' }];

describe('charge resolvers', () => {
  it('charges lists the loads of GET /load', async () => {
    const { rest } = createTestRest({ 'GET /api/load': { json: { loads: [charge] } } });
    expect((await run(ChargesDocument, rest)).data).toEqual({ charges: [charge] });
  });

  it('charge returns one load with its row errors', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/load/carga-1': { json: { ...charge, errors: lineErrors } },
    });
    const result = await run(ChargeDocument, rest, { id: 'carga-1' });
    expect(result.data?.charge).toEqual({ ...charge, errors: lineErrors });
    expect(backend.requests).toHaveLength(1);
  });

  it('fetches row errors from the load detail when a list asks for them', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/load': { json: { loads: [charge] } },
      'GET /api/load/carga-1': { json: { ...charge, errors: lineErrors } },
    });
    const document = parse('query { charges { _id errors { line message } } }');
    const result = await run(document, rest);
    expect(result.data).toEqual({ charges: [{ _id: 'carga-1', errors: lineErrors }] });
    expect(backend.requests.map((request) => request.url.pathname)).toEqual([
      '/api/load',
      '/api/load/carga-1',
    ]);
  });

  it('uploadCharge posts the CSV as the multipart field "file" to /load/{type}', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/load/voucher': { status: 201, json: charge },
    });
    const file = new File(['voucherId,donationId\n'], 'cartoes.csv', { type: 'text/csv' });
    const result = await run(UploadChargeDocument, rest, { type: 'voucher', file });
    expect(result.data?.uploadCharge).toEqual(charge);
    expect(formEntries(backend.lastRequest())).toEqual([['file', 'file:cartoes.csv']]);
  });

  it('uploadCharge shows the server message of a rejected file', async () => {
    const { rest } = createTestRest({
      'POST /api/load/site': { status: 400, json: { message: 'O arquivo deve ser um CSV.' } },
    });
    const result = await run(UploadChargeDocument, rest, {
      type: 'site',
      file: new File(['x'], 'planilha.xlsx'),
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'O arquivo deve ser um CSV.',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });

  it('rejects an upload that is not a File or Blob before calling the backend', async () => {
    const { rest, backend } = createTestRest({});
    const document = parse(
      'mutation ($file: Upload!) { uploadCharge(type: voucher, file: $file) { _id } }',
    );
    const result = await run(document, rest, { file: 'not-a-file' });
    expect(result.errors?.[0]?.message).toContain('Upload must be a File or Blob');
    expect(backend.requests).toHaveLength(0);
  });
});
