import { useMemo, useSyncExternalStore } from 'react';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { donationFilterSchema, type DonationFilter } from '../../contract/donation-filter';
import { onSessionDataCleared } from './session/session-actors';
import { SessionContext, useSessionView } from './session/session-context';

/**
 * The admin's active donation filter, kept with the rest of the client state (SPEC §3: persisted
 * on every change, reset on sign-out). Stored in localStorage under a 'cestas.' key with its
 * owner: the user and the moment they signed in (the id token's auth_time, which a token refresh
 * keeps). Another user, or the same user after signing out and in again, never sees it, even if
 * the page that signed out had not loaded this module to clear it.
 */
export const DONATION_FILTER_KEY = 'cestas.donation-filter';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedFilter = v.object({
  version: v.literal(1),
  userId: v.string(),
  filter: donationFilterSchema,
});

function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const storage: StorageLike | null = typeof window === 'undefined' ? null : browserStorage();
const listeners = new Set<() => void>();
/** Snapshots must be stable between changes for useSyncExternalStore. */
let cached: { raw: string | null; value: v.InferOutput<typeof storedFilter> | null } = { raw: null, value: null };

function readStored(): v.InferOutput<typeof storedFilter> | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(DONATION_FILTER_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.value;
  let value: v.InferOutput<typeof storedFilter> | null = null;
  if (raw !== null) {
    try {
      const parsed = v.safeParse(storedFilter, JSON.parse(raw));
      value = parsed.success ? parsed.output : null;
    } catch {
      value = null;
    }
  }
  cached = { raw, value };
  return value;
}

function emit() {
  listeners.forEach((listener) => listener());
}

function write(action: (target: StorageLike) => void) {
  try {
    if (storage) action(storage);
  } catch {
    // Quota or disabled storage: the filter then lasts only for this page.
  }
  emit();
}

/** The filter saved by this owner (see filterOwner), or null. */
export function readDonationFilter(owner: string): DonationFilter | null {
  const stored = readStored();
  return stored && stored.userId === owner ? stored.filter : null;
}

export function saveDonationFilter(owner: string, filter: DonationFilter): void {
  write((target) => target.setItem(DONATION_FILTER_KEY, JSON.stringify({ version: 1, userId: owner, filter })));
}

export function clearDonationFilter(): void {
  write((target) => target.removeItem(DONATION_FILTER_KEY));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active filter of this owner (null when none), re-rendering when it changes. */
export function useDonationFilter(owner: string | null): DonationFilter | null {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  return stored && owner !== null && stored.userId === owner ? stored.filter : null;
}

/** Who a saved filter belongs to: this user in this sign-in (`id@auth_time`; the id alone without a readable token). */
export function filterOwner(userId: string, idToken: string | null): string {
  if (!idToken) return userId;
  try {
    const authTime = decodeJwt(idToken)['auth_time'];
    return typeof authTime === 'number' ? `${userId}@${authTime}` : userId;
  } catch {
    return userId;
  }
}

/** The owner of the signed-in person's filter; null when nobody is signed in. */
export function useFilterOwner(): string | null {
  const userId = useSessionView().user?.id ?? null;
  const idToken = SessionContext.useSelector((snapshot) => snapshot.context.tokens?.idToken ?? null);
  return useMemo(() => (userId === null ? null : filterOwner(userId, idToken)), [userId, idToken]);
}

onSessionDataCleared(() => clearDonationFilter());
