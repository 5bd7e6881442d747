import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { donation } from './fixtures.ts';
import { DonationSearchDocument } from '#graphql/generated/operations.ts';

describe('donationSearch (GET /filter/donation with its total)', () => {
  it('sends the criteria and returns the matches with how many matched', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/filter/donation': { json: { donations: [donation], total: 1234 } },
    });
    const result = await run(DonationSearchDocument, rest, { filter: { state: 'RJ', status: 1 } });
    expect(result.data?.donationSearch).toEqual({ total: 1234, donations: [donation] });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({
      state: 'RJ',
      status: '1',
    });
  });

  it('sends the number of cards, the leader’s CPF and the divergence flag (a false flag is no criterion)', async () => {
    const reply = { json: { donations: [donation], total: 1 } };
    const { rest, backend } = createTestRest({ 'GET /api/filter/donation': reply });
    await run(DonationSearchDocument, rest, {
      filter: { quantity: 5, leaderCpf: '11144477735', quantityDivergent: true },
    });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({
      quantity: '5',
      leaderCpf: '11144477735',
      quantityDivergent: 'true',
    });
    await run(DonationSearchDocument, rest, { filter: { status: 2, quantityDivergent: false } });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({ status: '2' });
  });

  it('a backend that sends no total has sent every match', async () => {
    const { rest } = createTestRest({
      'GET /api/filter/donation': { json: { donations: [donation, donation] } },
    });
    const result = await run(DonationSearchDocument, rest, { filter: { leaderName: 'Maria' } });
    expect(result.data?.donationSearch.total).toBe(2);
  });
});
