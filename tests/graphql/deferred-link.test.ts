import { describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { createTestRest } from './fake-backend.ts';
import { donation } from './fixtures.ts';
import {
  createApolloCache,
  deferredLink,
  offlineFallbackLink,
} from '#src/core/apollo/apollo-client.ts';
import { createOfflineStatusStore } from '#src/core/apollo/offline-status-store.ts';
import { createSchemaLink } from '#src/core/apollo/schema-link.ts';
import { DonationsDocument } from '#graphql/generated/operations.ts';

const { rest } = createTestRest({ 'GET /api/donations': { json: { donations: [donation] } } });

/** The executor's chunk: cannot be downloaded until `goOnline`. */
function executorChunk() {
  let online = false;
  const load = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return createSchemaLink(rest);
  });
  return { load, goOnline: () => (online = true) };
}

function clientWith(link: ApolloLink) {
  return new ApolloClient({ link, cache: createApolloCache() });
}

describe('the GraphQL executor loaded on the first operation', () => {
  it('answers as "no connection" when its chunk cannot be downloaded, and downloads it on the next query', async () => {
    const chunk = executorChunk();
    const client = clientWith(deferredLink(chunk.load));

    await expect(client.query({ query: DonationsDocument })).rejects.toMatchObject({
      errors: [
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'NETWORK' }) }),
      ],
    });

    chunk.goOnline();
    const { data } = await client.query({ query: DonationsDocument, fetchPolicy: 'network-only' });
    expect(data?.donations.map((d) => d.donationId)).toEqual([donation.donationId]);
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('lets the saved list be shown offline even when the executor was never downloaded', async () => {
    const chunk = executorChunk();
    const offlineStatus = createOfflineStatusStore(null);
    const client = clientWith(
      ApolloLink.from([offlineFallbackLink(offlineStatus), deferredLink(chunk.load)]),
    );
    // The list answered on an earlier visit, restored from the device.
    const earlierVisit = clientWith(createSchemaLink(rest));
    await earlierVisit.query({ query: DonationsDocument });
    client.cache.restore(earlierVisit.cache.extract());

    const { data } = await client.query({ query: DonationsDocument, fetchPolicy: 'network-only' });

    expect(data?.donations.map((d) => d.donationId)).toEqual([donation.donationId]);
    expect(offlineStatus.status().offline).toBe(true);
  });

  it('downloads the executor once for every operation after it', async () => {
    const chunk = executorChunk();
    chunk.goOnline();
    const client = clientWith(deferredLink(chunk.load));
    await Promise.all([
      client.query({ query: DonationsDocument }),
      client.query({ query: DonationsDocument, fetchPolicy: 'network-only' }),
    ]);
    expect(chunk.load).toHaveBeenCalledOnce();
  });
});
