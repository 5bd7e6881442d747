import { decodeJwt } from 'jose';
import {
  donationFilterSchema,
  type DonationFilter,
  countFilterCriteria,
  receivedDonationFilterSchema,
} from '#contract/donation-filter.ts';
import type { SessionScope } from './session-scope.ts';
import { useSyncExternalStore, useEffect } from 'react';
import { useSessionScope } from './SessionScopeProvider.tsx';
import { useLocation, useSearch } from 'wouter';
import { paths } from '#src/lib/paths.ts';
import * as v from 'valibot';

/** Stored with its owner (filterOwner): another sign-in's filter is not shown. */
export const DONATION_FILTER_KEY = 'cestas.donation-filter';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Version 2 holds a leader by her id: a version 1 filter may hold her CPF, and is not read back.
const storedFilter = v.object({
  version: v.literal(2),
  userId: v.string(),
  filter: donationFilterSchema,
});

export interface DonationFilterStore {
  read(): DonationFilter | null;
  save(filter: DonationFilter): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** A part of the scope, not a member, so this module loads with the staff's screens only. */
export function donationFilterOf(scope: SessionScope): DonationFilterStore {
  return scope.dep(scopeFilter);
}

function scopeFilter(scope: SessionScope): DonationFilterStore {
  return createDonationFilterStore(scope.storage, filterOwner(scope.userId, scope.idToken()));
}

export function createDonationFilterStore(
  storage: StorageLike | null,
  owner: string,
): DonationFilterStore {
  const listeners = new Set<() => void>();
  let inMemory: DonationFilter | null = null;
  let cached: { raw: string | null; value: DonationFilter | null } = { raw: null, value: null };

  const readStored = (): DonationFilter | null => {
    if (!storage) return inMemory;
    const raw = attempt(() => storage.getItem(DONATION_FILTER_KEY), null);
    if (raw !== cached.raw) cached = { raw, value: raw === null ? null : parseOwned(raw, owner) };
    return cached.value;
  };

  const write = (filter: DonationFilter | null) => {
    inMemory = filter;
    attempt(() => {
      if (filter === null) storage?.removeItem(DONATION_FILTER_KEY);
      else
        storage?.setItem(
          DONATION_FILTER_KEY,
          JSON.stringify({ version: 2, userId: owner, filter }),
        );
    }, undefined);
    listeners.forEach((listener) => listener());
  };

  return {
    read: readStored,
    save: (filter) => write(filter),
    clear: () => write(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The id token's auth_time survives a refresh, so the owner is fixed for a sign-in. */
export function filterOwner(userId: string, idToken: string | null): string {
  if (!idToken) return userId;
  try {
    const authTime = decodeJwt(idToken)['auth_time'];
    return typeof authTime === 'number' ? `${userId}@${authTime}` : userId;
  } catch {
    return userId;
  }
}

function parseOwned(raw: string, owner: string): DonationFilter | null {
  try {
    const parsed = v.safeParse(storedFilter, JSON.parse(raw));
    return parsed.success && parsed.output.userId === owner ? parsed.output.filter : null;
  } catch {
    return null;
  }
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Quota exceeded or storage disabled: the filter then lasts only for this page.
    return fallback;
  }
}

export function useDonationFilterStore(): DonationFilterStore {
  return donationFilterOf(useSessionScope());
}

export function useSavedDonationFilter(): DonationFilter | null {
  const donationFilter = useDonationFilterStore();
  return useSyncExternalStore(donationFilter.subscribe, donationFilter.read, donationFilter.read);
}

/** An address the filter's rules refuse is ignored. */
export function useFilterFromAddress(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const donationFilter = useDonationFilterStore();
  useEffect(() => {
    if (search === '') return;
    const params = new URLSearchParams(search);
    const parsed = v.safeParse(receivedDonationFilterSchema, Object.fromEntries(params));
    if (parsed.success && countFilterCriteria(parsed.output) > 0)
      donationFilter.save(parsed.output);
    navigate(paths.donationList.link(), { replace: true });
  }, [search, navigate, donationFilter]);
}
