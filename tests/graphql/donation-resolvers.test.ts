import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { donation, donationDetails } from './fixtures.ts';
import {
  DonationDetailsDocument,
  DonationPhotoUrlDocument,
  DonationsDocument,
  DonationSearchDocument,
  RegisterDonationDocument,
} from '#graphql/generated/operations.ts';

describe('donation resolvers', () => {
  it('donations lists the list fields of GET /donations', async () => {
    // A leader's list carries how many of her cards are recalled.
    const listed = { ...donation, recalledCount: 1 };
    const { rest, backend } = createTestRest({
      'GET /api/donations': { json: { donations: [listed] } },
    });
    const result = await run(DonationsDocument, rest);
    expect(result).toEqual({ data: { donations: [listed] } });
    expect(backend.lastRequest().url.search).toBe('');
  });

  it('donationSearch sends every given criterion in the query string, the id list comma-separated', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/filter/donation': { json: { donations: [donation] } },
    });
    const result = await run(DonationSearchDocument, rest, {
      filter: {
        leaderName: 'Maria da Silva',
        siteId: 7,
        status: 3,
        listDonationId: ['SP-20260315000000001', 'SP-20260315000000002'],
        state: 'SP',
        city: 'São Paulo',
        dateTo: '2026-03-31',
        dateFrom: '2026-03-01',
      },
    });
    expect(result.data?.donationSearch).toEqual({ donations: [donation], total: 1 });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({
      leaderName: 'Maria da Silva',
      siteId: '7',
      status: '3',
      listDonationId: 'SP-20260315000000001,SP-20260315000000002',
      state: 'SP',
      city: 'São Paulo',
      dateTo: '2026-03-31',
      dateFrom: '2026-03-01',
    });
  });

  it('donationSearch leaves empty criteria out of the query string', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/filter/donation': { json: { donations: [] } },
    });
    await run(DonationSearchDocument, rest, {
      filter: { leaderName: '', siteId: null, listDonationId: [], status: 2 },
    });
    expect(backend.lastRequest().url.search).toBe('?status=2');
  });

  it('donationSearch shows the server message when no criterion is accepted', async () => {
    const { rest } = createTestRest({
      'GET /api/filter/donation': { status: 400, json: { message: 'Informe ao menos um filtro.' } },
    });
    const result = await run(DonationSearchDocument, rest, { filter: {} });
    expect(result.errors?.[0]?.message).toBe('Informe ao menos um filtro.');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('donationDetails returns the detail fields and the vouchers in order', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/donations/SP-20260315000000001/details': { json: donationDetails },
    });
    const result = await run(DonationDetailsDocument, rest, { id: 'SP-20260315000000001' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.donationDetails).toEqual(donationDetails);
    expect(backend.lastRequest().method).toBe('GET');
  });

  it('registerDonation posts the JSON body of POST /donations', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/donations': { status: 201, json: donationDetails },
    });
    const input = {
      siteId: 7,
      leaderLogin: '11144477735',
      donationId: 'SP-20260315000000001',
      quantity: 3,
      sentDate: '2026-03-15',
    };
    const result = await run(RegisterDonationDocument, rest, { input });
    expect(result.data?.registerDonation).toMatchObject({
      donationId: 'SP-20260315000000001',
      siteName: 'Unidade Jardim Ângela',
    });
    expect(JSON.parse(String(backend.lastRequest().body))).toEqual(input);
  });

  it('registerDonation shows the server message of a conflict', async () => {
    const { rest } = createTestRest({
      'POST /api/donations': {
        status: 409,
        json: { message: 'Já existe uma doação com este código.' },
      },
    });
    const result = await run(RegisterDonationDocument, rest, {
      input: {
        siteId: 7,
        leaderLogin: '11144477735',
        donationId: 'SP-20260315000000001',
        quantity: 3,
        sentDate: '2026-03-15',
      },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Já existe uma doação com este código.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('donationPhotoUrl returns the link of GET /donation/{id}/url', async () => {
    const { rest } = createTestRest({
      'GET /api/donation/SP-20260315000000001/url': {
        json: { url: 'http://localhost:4173/files/abc' },
      },
    });
    expect(
      (await run(DonationPhotoUrlDocument, rest, { id: 'SP-20260315000000001' })).data,
    ).toEqual({
      donationPhotoUrl: 'http://localhost:4173/files/abc',
    });
  });

  it('encodes ids used as path segments', async () => {
    const { rest, backend } = createTestRest({});
    await run(DonationDetailsDocument, rest, { id: '../load?x=1' });
    expect(backend.lastRequest().url.pathname).toBe('/api/donations/..%2Fload%3Fx%3D1/details');
  });
});
