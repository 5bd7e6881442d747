import type { ApolloCache } from '@apollo/client';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Starts with 'cestas.' like every key of ours, so a sign-out can find them all. */
export const APOLLO_CACHE_KEY = 'cestas.apollo-cache';
/** Past this the copy is not kept: localStorage holds about 5 MB and the session needs room too. */
export const MAX_CACHE_CHARS = 1_000_000;

export interface CachePersistence {
  /** Writes now whatever is pending (the page is being hidden or closed). */
  flush(): void;
  /** Removes the stored copy and stops writing: the session has ended. */
  clear(): void;
}

/**
 * Keeps a copy of the Apollo cache in localStorage (docs/product.md R3.11: client state persisted on every
 * change) so a leader on weak data sees the last list at once after a reload. Writes are
 * gathered and made at most once per `delayMs`; a copy over MAX_CACHE_CHARS is dropped.
 */
export interface PersistOptions {
  delayMs?: number;
  /** Runs `fn` after `ms`; tests pass one they run by hand. */
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
    const serialized = JSON.stringify(cache.extract());
    try {
      if (serialized.length > MAX_CACHE_CHARS) storage.removeItem(APOLLO_CACHE_KEY);
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

  // The cache has no change event; wrapping its write methods is how cache persistence
  // libraries (apollo3-cache-persist) observe it too.
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
