import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { donation, donationDetails } from './fixtures.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import {
  createOfflineStatusStore,
  SAVED_ANSWERS_KEY,
} from '#src/core/apollo/offline-status-store.ts';
import {
  DonationDetailsDocument,
  DonationsDocument,
  EndDonationDocument,
} from '#graphql/generated/operations.ts';

/** A backend that answers until the connection drops. */
function backendWithSignal() {
  let online = true;
  const noSignal = () => new TypeError('Failed to fetch');
  const { rest } = createTestRest({
    'GET /api/donations': () => (online ? { json: { donations: [donation] } } : noSignal()),
    'GET /api/donations/SP-20260315000000001/details': () =>
      online ? { json: donationDetails } : noSignal(),
    'POST /api/donations/SP-20260315000000001/end': () => (online ? { status: 204 } : noSignal()),
  });
  return { rest, dropConnection: () => (online = false) };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const savedAt = new Date('2026-11-21T13:05:00.000Z');

function clientOffline() {
  const { rest, dropConnection } = backendWithSignal();
  const storage = memoryStorage();
  const offlineStatus = createOfflineStatusStore(storage, { now: () => savedAt });
  const client = createApolloClient({ rest, offlineStatus });
  return { client, offlineStatus, storage, dropConnection };
}

describe('answers saved for offline reading', () => {
  it('answers a query seen before from the saved cache when the server cannot be reached, and says from when', async () => {
    const { client, offlineStatus, dropConnection } = clientOffline();
    await client.query({ query: DonationsDocument });
    expect(offlineStatus.status()).toEqual({ offline: false, savedAt: null });

    dropConnection();
    const result = await client.query({ query: DonationsDocument, fetchPolicy: 'network-only' });

    expect(result.data?.donations.map((saved) => saved.donationId)).toEqual([donation.donationId]);
    expect(offlineStatus.status()).toEqual({ offline: true, savedAt: savedAt.toISOString() });
  });

  it('still fails a query never answered before, and marks the app offline', async () => {
    const { client, offlineStatus, dropConnection } = clientOffline();
    dropConnection();

    await expect(
      client.query({ query: DonationDetailsDocument, variables: { id: donation.donationId } }),
    ).rejects.toMatchObject({
      errors: [
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'NETWORK' }) }),
      ],
    });
    expect(offlineStatus.status()).toEqual({ offline: true, savedAt: null });
  });

  it('never pretends a write succeeded: mutations fail offline', async () => {
    const { client, dropConnection } = clientOffline();
    dropConnection();
    await expect(
      client.mutate({ mutation: EndDonationDocument, variables: { id: donation.donationId } }),
    ).rejects.toBeDefined();
  });

  it('keeps when each answer was saved on the device, and forgets it at sign-out', async () => {
    const { client, offlineStatus, storage } = clientOffline();
    await client.query({ query: DonationsDocument });
    expect(storage.items.get(SAVED_ANSWERS_KEY)).toContain(savedAt.toISOString());

    const restored = createOfflineStatusStore(storage);
    restored.unreachable('Donations:{}', true);
    expect(restored.status().savedAt).toBe(savedAt.toISOString());

    offlineStatus.clear();
    expect(storage.items.has(SAVED_ANSWERS_KEY)).toBe(false);
    offlineStatus.answered('Donations:{}'); // a late answer of the ended session
    expect(storage.items.has(SAVED_ANSWERS_KEY)).toBe(false);
  });
});
