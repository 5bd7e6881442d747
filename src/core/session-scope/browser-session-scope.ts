import { createApolloClient } from '../apollo/apollo-client';
import { createBrowserRestClient } from '../apollo/browser-rest-client';
import { createOfflineStatusStore } from '../apollo/offline-status-store';
import { filterOwner } from './donation-filter-store';
import { createSessionScope, type SessionScope } from './session-scope';

/**
 * The scope of a signed-in person in the browser: Apollo over the real schema, calling the API
 * with the session's id token, its cache and the filter kept in localStorage. Load lazily (the
 * signed-in shell does): Apollo and the schema must stay out of the landing page.
 */
export function createBrowserSessionScope(userId: string, getIdToken: () => string | null): SessionScope {
  const storage = browserStorage();
  const offlineStatus = createOfflineStatusStore(storage, { online: navigator.onLine });
  return createSessionScope({
    userId,
    apollo: createApolloClient({ rest: createBrowserRestClient(getIdToken), offlineStatus }),
    // The id token's auth_time survives a refresh, so the owner is fixed for this sign-in.
    filterOwner: filterOwner(userId, getIdToken()),
    storage,
    persistCache: true,
    offlineStatus,
  });
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (private mode on some phones): nothing is kept.
    return null;
  }
}
