import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloCache } from '#src/core/apollo/apollo-client.ts';
import {
  APOLLO_CACHE_KEY,
  MAX_CACHE_CHARS,
  persistApolloCache,
} from '#src/core/apollo/apollo-cache-persistence.ts';

const DonationsQuery = gql`
  query Donations {
    donations {
      donationId
      quantity
      statusText
    }
  }
`;

/** An answer without a key of its own, kept inline under ROOT_QUERY (as the overview's map is). */
const PointsQuery = gql`
  query Points {
    points {
      label
    }
  }
`;

function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    keys: () => [...entries.keys()],
  };
}

/** A scheduler the test runs by hand instead of waiting for a timer. */
function manualSchedule() {
  const queue: Array<() => void> = [];
  return {
    schedule: (fn: () => void) => void queue.push(fn),
    runAll: () => queue.splice(0).forEach((fn) => fn()),
  };
}

const donation = (id: string, description = 'Esperando recebimento') => ({
  __typename: 'Donation',
  donationId: id,
  quantity: 3,
  statusText: description,
});

const VoucherQuery = gql`
  query Voucher {
    voucher {
      voucherId
      donationId
      position
      statusText
      leaderComment
    }
  }
`;

describe('the Apollo cache kept between visits', () => {
  it("keeps no leader's comment on the device, though the screen had it", () => {
    const storage = memoryStorage();
    const clock = manualSchedule();
    const cache = createApolloCache();
    persistApolloCache(cache, storage, { schedule: clock.schedule });
    cache.writeQuery({
      query: VoucherQuery,
      data: {
        voucher: {
          __typename: 'Voucher',
          voucherId: 'V-1',
          donationId: 'SP-20261101000000001',
          position: 1,
          statusText: 'Não Entregue',
          leaderComment: 'Dona Josefa mudou para a Rua das Flores 10',
        },
      },
    });
    clock.runAll();
    const kept = storage.getItem(APOLLO_CACHE_KEY) ?? '';
    expect(kept).toContain('V-1');
    expect(kept).not.toContain('Josefa');
    // The list read back after a reload is whole, the comment empty.
    const next = createApolloCache();
    persistApolloCache(next, storage, { schedule: clock.schedule });
    expect(next.readQuery({ query: VoucherQuery })).toMatchObject({
      voucher: { voucherId: 'V-1', leaderComment: null },
    });
  });

  it('stores what the screens wrote, once the gathered writes are made', () => {
    const storage = memoryStorage();
    const clock = manualSchedule();
    const cache = createApolloCache();
    persistApolloCache(cache, storage, { schedule: clock.schedule });

    cache.writeQuery({
      query: DonationsQuery,
      data: { donations: [donation('SP-20261101000000001')] },
    });
    expect(storage.getItem(APOLLO_CACHE_KEY)).toBeNull();
    clock.runAll();

    expect(storage.getItem(APOLLO_CACHE_KEY)).toContain('SP-20261101000000001');
  });

  it('gives a new page the list the last one saw', () => {
    const storage = memoryStorage();
    const clock = manualSchedule();
    const first = createApolloCache();
    persistApolloCache(first, storage, { schedule: clock.schedule });
    first.writeQuery({
      query: DonationsQuery,
      data: { donations: [donation('SP-20261101000000002')] },
    });
    clock.runAll();

    const reloaded = createApolloCache();
    persistApolloCache(reloaded, storage, { schedule: clock.schedule });

    expect(reloaded.readQuery({ query: DonationsQuery })).toEqual({
      donations: [donation('SP-20261101000000002')],
    });
  });

  it('keeps no copy larger than the bound', () => {
    const storage = memoryStorage({ [APOLLO_CACHE_KEY]: '{}' });
    const clock = manualSchedule();
    const cache = createApolloCache();
    persistApolloCache(cache, storage, { schedule: clock.schedule });
    const many = Array.from({ length: 2000 }, (_, i) =>
      donation(`SP-${String(i).padStart(17, '0')}`, 'x'.repeat(MAX_CACHE_CHARS / 1000)),
    );

    cache.writeQuery({ query: DonationsQuery, data: { donations: many } });
    clock.runAll();

    expect(storage.getItem(APOLLO_CACHE_KEY)).toBeNull();
  });

  it('leaves out the largest answer rather than the whole copy when it is over the bound', () => {
    const storage = memoryStorage();
    const clock = manualSchedule();
    const cache = createApolloCache();
    persistApolloCache(cache, storage, { schedule: clock.schedule });
    const points = Array.from({ length: 2000 }, (_, i) => ({
      __typename: 'Point',
      label: `${i} ${'x'.repeat(MAX_CACHE_CHARS / 1000)}`,
    }));

    cache.writeQuery({
      query: DonationsQuery,
      data: { donations: [donation('SP-20261125000000001')] },
    });
    cache.writeQuery({ query: PointsQuery, data: { points } });
    clock.runAll();

    const next = createApolloCache();
    persistApolloCache(next, storage, { schedule: clock.schedule });
    expect(next.readQuery<{ donations: unknown[] }>({ query: DonationsQuery })?.donations).toEqual([
      donation('SP-20261125000000001'),
    ]);
    expect(next.readQuery({ query: PointsQuery })).toBeNull();
    expect(storage.getItem(APOLLO_CACHE_KEY)?.length).toBeLessThanOrEqual(MAX_CACHE_CHARS);
  });

  it('forgets everything at sign-out and writes nothing afterwards', () => {
    const storage = memoryStorage();
    const clock = manualSchedule();
    const cache = createApolloCache();
    const persistence = persistApolloCache(cache, storage, { schedule: clock.schedule });
    cache.writeQuery({
      query: DonationsQuery,
      data: { donations: [donation('SP-20261101000000003')] },
    });
    clock.runAll();

    persistence.clear();
    cache.writeQuery({
      query: DonationsQuery,
      data: { donations: [donation('SP-20261101000000004')] },
    });
    clock.runAll();

    expect(storage.keys()).toEqual([]);
  });

  it('drops a stored copy it cannot read instead of failing', () => {
    const storage = memoryStorage({ [APOLLO_CACHE_KEY]: '{not json' });
    const cache = createApolloCache();
    persistApolloCache(cache, storage, { schedule: manualSchedule().schedule });
    expect(storage.getItem(APOLLO_CACHE_KEY)).toBeNull();
  });
});
