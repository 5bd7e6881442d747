import { createApolloClient, preloadExecutor } from '../apollo/apollo-client.ts';
import { APOLLO_CACHE_KEY } from '../apollo/apollo-cache-persistence.ts';
import { createOfflineStatusStore } from '../apollo/offline-status-store.ts';
import { createBrowserOutbox } from '../outbox/browser-outbox.ts';
import { createSessionScope, type SessionScope } from './session-scope.ts';
import type { Role } from '#src/lib/route-access.ts';

/** Load lazily: Apollo and the schema must stay out of the landing page. */
export function createBrowserSessionScope(
  userId: string,
  role: Role | null,
  getIdToken: () => string | null,
): SessionScope {
  const storage = browserStorage();
  const offlineStatus = createOfflineStatusStore(storage, { online: navigator.onLine });
  const persistCache = keepsCacheOnDevice(role);
  const staff = role !== null && role !== 'leader';
  // Saved answers draw the first screen; without them the first query is the first screen: start at
  // once.
  if (!persistCache || !hasSavedCache(storage)) preloadExecutor(staff);
  const rest = loadOnce(() =>
    import('../apollo/browser-rest-client.ts').then((module) =>
      module.createBrowserRestClient(getIdToken),
    ),
  );
  return createSessionScope({
    userId,
    apollo: createApolloClient({ loadRest: rest, offlineStatus, staff }),
    rest,
    idToken: getIdToken,
    storage,
    persistCache,
    offlineStatus,
    // Only leaders record work in the field; IndexedDB may be missing (some private modes).
    ...(role === 'leader' && typeof indexedDB !== 'undefined'
      ? { createOutbox: ({ sent }) => createBrowserOutbox(userId, { rest, sent }) }
      : {}),
  });
}

/** A failed load is tried again by the next call. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}

function hasSavedCache(storage: Storage | null): boolean {
  try {
    return storage?.getItem(APOLLO_CACHE_KEY) != null;
  } catch {
    return false;
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (private mode on some phones): nothing is kept.
    return null;
  }
}

/**
 * Staff answers carry families' CPFs and phones: on a shared office computer they stay in memory
 * only.
 */
export function keepsCacheOnDevice(role: Role | null): boolean {
  return role === 'leader';
}
