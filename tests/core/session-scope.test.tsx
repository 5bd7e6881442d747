import { afterEach, describe, expect, it, vi } from 'vitest';
import { DonationsDocument } from '#graphql/generated/operations.ts';
import { createMockedSchema } from '#graphql/mocks.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { APOLLO_CACHE_KEY } from '#src/core/apollo/apollo-cache-persistence.ts';
import { DONATION_FILTER_KEY, donationFilterOf } from '#src/core/session-scope/donation-filter.ts';
import {
  createSessionScope,
  type SessionScope,
  createSessionScopes,
} from '#src/core/session-scope/session-scope.ts';

function scopeOf(userId: string, persistCache = true): SessionScope {
  const apollo = createApolloClient({
    schema: createMockedSchema({
      Query: { donations: () => [{ donationId: 'SP-20260315000000001' }] },
    }),
  });
  return createSessionScope({ userId, apollo, storage: localStorage, persistCache });
}

afterEach(() => vi.useRealTimers());

describe('a session scope', () => {
  it('keeps its cache on the device, and once disposed leaves nothing there, even from a write still pending', async () => {
    vi.useFakeTimers();
    const first = scopeOf('u-1');
    await first.apollo.query({ query: DonationsDocument });
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(APOLLO_CACHE_KEY)).toContain('SP-20260315000000001');

    // A reload: the next scope of the same person starts from the copy.
    const reloaded = scopeOf('u-1');
    expect(JSON.stringify(reloaded.apollo.cache.extract())).toContain('SP-20260315000000001');

    reloaded.apollo.cache.evict({ id: 'ROOT_QUERY', fieldName: 'donations' }); // schedules a write
    reloaded.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(localStorage.getItem(APOLLO_CACHE_KEY)).toBeNull();
    first.dispose();
  });

  it("shows only its own person's saved filter, and forgets it and the notification when disposed", () => {
    const ana = scopeOf('ana', false);
    donationFilterOf(ana).save({ state: 'SP' });
    ana.notification.notify('success', 'Doações filtradas com sucesso');

    expect(donationFilterOf(scopeOf('rita', false)).read()).toBeNull();
    expect(donationFilterOf(scopeOf('ana', false)).read()).toEqual({ state: 'SP' });

    const changes = vi.fn();
    ana.notification.subscribe(changes);
    ana.dispose();
    expect(ana.notification.current()).toBeNull();
    expect(changes).toHaveBeenCalled();
    expect(localStorage.getItem(DONATION_FILTER_KEY)).toBeNull();
  });
});

describe('the session scopes', () => {
  it('gives the same scope to the same person, and replaces (disposing) another person’s', () => {
    const scopes = createSessionScopes();
    const ana = scopes.acquire('ana', () => scopeOf('ana', false));
    const dispose = vi.spyOn(ana, 'dispose');
    expect(scopes.acquire('ana', () => scopeOf('ana', false))).toBe(ana);
    expect(dispose).not.toHaveBeenCalled();

    const rita = scopes.acquire('rita', () => scopeOf('rita', false));
    expect(rita).not.toBe(ana);
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('ends the live scope at sign-out, so the same person signing in again gets a fresh one', () => {
    const scopes = createSessionScopes();
    const before = scopes.acquire('ana', () => scopeOf('ana', false));
    const dispose = vi.spyOn(before, 'dispose');
    scopes.end();
    expect(dispose).toHaveBeenCalledOnce();
    expect(scopes.acquire('ana', () => scopeOf('ana', false))).not.toBe(before);
  });
});
