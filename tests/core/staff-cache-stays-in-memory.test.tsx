import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APOLLO_CACHE_KEY } from '#src/core/apollo/apollo-cache-persistence.ts';
import { createBrowserSessionScope } from '#src/core/session-scope/browser-session-scope.ts';

/** Families' CPFs and phones reach staff screens; an office computer must not keep them. */

const familyVoucher = {
  __typename: 'Voucher',
  voucherId: 'V-1',
  receivedName: 'Joana Pereira',
  receivedCpf: '52998224725',
  receivedContactNumber: '11987654321',
};

async function cacheKeptFor(role: 'admin' | 'readonly' | 'leader'): Promise<string | null> {
  const scope = createBrowserSessionScope(`user-${role}`, role, () => 'id.token.x');
  scope.apollo.cache.writeFragment({
    id: 'Voucher:V-1',
    fragment: parse(
      'fragment F on Voucher { voucherId receivedName receivedCpf receivedContactNumber }',
    ),
    data: familyVoucher,
  });
  await vi.advanceTimersByTimeAsync(5000);
  window.dispatchEvent(new Event('pagehide'));
  const kept = localStorage.getItem(APOLLO_CACHE_KEY);
  scope.dispose();
  return kept;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the Apollo cache on the person's device", () => {
  it.each(['admin', 'readonly'] as const)('is never written to storage for %s', async (role) => {
    vi.useFakeTimers();
    expect(await cacheKeptFor(role)).toBeNull();
  });

  it('is kept for a leader, who needs the last list with no signal', async () => {
    vi.useFakeTimers();
    expect(await cacheKeptFor('leader')).toContain('V-1');
  });
});
