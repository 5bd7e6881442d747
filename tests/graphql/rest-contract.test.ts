import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { donation, donationDetails } from './fixtures.ts';
import { DonationsDocument } from '#graphql/generated/operations.ts';
import { CONTRACT_MISMATCH_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';

describe('answers checked against the REST contract', () => {
  it('rejects a 2xx answer with a wrong shape as a contract RestError with the pt-BR message', async () => {
    const { rest } = createTestRest({
      'GET /api/donations/SP-20260315000000001/details': {
        json: { ...donationDetails, status: 9 },
      },
    });
    const failure = await rest
      .donationDetails('SP-20260315000000001')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestError);
    expect(failure).toMatchObject({
      kind: 'contract',
      status: 200,
      message: CONTRACT_MISMATCH_MESSAGE,
    });
  });

  it('rejects an answer that lacks a field the contract requires', async () => {
    const { donationId: _missing, ...withoutId } = donation;
    const { rest } = createTestRest({ 'GET /api/donations': { json: { donations: [withoutId] } } });
    await expect(rest.listDonations()).rejects.toMatchObject({ kind: 'contract' });
  });

  it('rejects a donation id that breaks the XX-00000000000000000 rule', async () => {
    const { rest } = createTestRest({
      'GET /api/donations': { json: { donations: [{ ...donation, donationId: 'SP-123' }] } },
    });
    await expect(rest.listDonations()).rejects.toMatchObject({ kind: 'contract' });
  });

  it('accepts fields the contract does not know, and leaves them out', async () => {
    const { rest } = createTestRest({
      'GET /api/donations': { json: { donations: [{ ...donation, legacyField: 'x' }] } },
    });
    expect(await rest.listDonations()).toEqual([donation]);
  });

  it('surfaces a mismatch to the screen as an INTERNAL GraphQL error with the pt-BR message', async () => {
    const { rest } = createTestRest({ 'GET /api/donations': { json: { items: [] } } });
    const result = await run(DonationsDocument, rest);
    expect(result.errors?.[0]?.message).toBe(CONTRACT_MISMATCH_MESSAGE);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL', status: 200 });
  });

  it('keeps HTTP refusals as http errors carrying the server message', async () => {
    const { rest } = createTestRest({
      'GET /api/donations': {
        status: 403,
        json: { message: 'Você não tem permissão para esta ação.' },
      },
    });
    await expect(rest.listDonations()).rejects.toMatchObject({ kind: 'http', status: 403 });
  });
});
