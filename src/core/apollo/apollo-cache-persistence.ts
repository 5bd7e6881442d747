import type { ApolloCache } from '@apollo/client';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Starts with 'cestas.' like every key of ours, so a sign-out can find them all. */
export const APOLLO_CACHE_KEY = 'cestas.apollo-cache';
/**
 * A leader's comment on a voucher not delivered may name the family: it stays in memory, kept empty on
 * the device.
 */
const NOT_KEPT_ON_DEVICE = new Set(['leaderComment']);
const withoutFamilyText = (key: string, value: unknown) =>
  NOT_KEPT_ON_DEVICE.has(key) ? null : value;

/** Past this the copy is not kept: localStorage holds about 5 MB and the session needs room too. */
export const MAX_CACHE_CHARS = 1_000_000;

export interface CachePersistence {
  flush(): void;
  clear(): void;
}

export interface PersistOptions {
  delayMs?: number;
  schedule?: (fn: () => void, ms: number) => void;
}

export function persistApolloCache(
  cache: ApolloCache,
  storage: StorageLike | null,
  { delayMs = 1000, schedule = (fn, ms) => void setTimeout(fn, ms) }: PersistOptions = {},
): CachePersistence {
  let stopped = storage === null;
  let pending = false;

  const write = () => {
    pending = false;
    if (stopped || !storage) return;
    const serialized = boundedCopy(cache.extract(), MAX_CACHE_CHARS);
    try {
      if (serialized === null) storage.removeItem(APOLLO_CACHE_KEY);
      else storage.setItem(APOLLO_CACHE_KEY, serialized);
    } catch {
      // Quota exceeded or storage disabled: the app works without the copy.
      storage.removeItem(APOLLO_CACHE_KEY);
    }
  };
  const changed = () => {
    if (stopped || pending) return;
    pending = true;
    schedule(write, delayMs);
  };

  if (storage) {
    try {
      const stored = storage.getItem(APOLLO_CACHE_KEY);
      if (stored) cache.restore(JSON.parse(stored));
    } catch {
      storage.removeItem(APOLLO_CACHE_KEY);
    }
  }

  // The cache has no change event; wrapping its write methods is how apollo3-cache-persist observes
  // it too.
  for (const method of ['write', 'modify', 'evict'] as const) {
    const original = cache[method].bind(cache) as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = original(...args);
      changed();
      return result;
    };
  }

  return {
    flush() {
      if (pending) write();
    },
    clear() {
      stopped = true;
      pending = false;
      storage?.removeItem(APOLLO_CACHE_KEY);
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Over `maxChars` the largest inline answers under ROOT_QUERY go first, so the list still comes
 * back.
 */
function boundedCopy(snapshot: unknown, maxChars: number): string | null {
  const whole = JSON.stringify(snapshot, withoutFamilyText);
  if (whole.length <= maxChars) return whole;
  if (!isRecord(snapshot) || !isRecord(snapshot.ROOT_QUERY)) return null;
  const root = { ...snapshot.ROOT_QUERY };
  const bySize = Object.keys(root)
    .filter((field) => field !== '__typename')
    .map((field) => ({ field, chars: JSON.stringify(root[field], withoutFamilyText).length }))
    .sort((a, b) => b.chars - a.chars);
  let estimate = whole.length;
  for (const { field, chars } of bySize) {
    delete root[field];
    estimate -= chars;
    if (estimate > maxChars) continue;
    const trimmed = JSON.stringify({ ...snapshot, ROOT_QUERY: root }, withoutFamilyText);
    if (trimmed.length <= maxChars) return trimmed;
  }
  return null;
}
