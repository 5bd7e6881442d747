import { forgetStoredDatabases, UNSENT_DATABASES } from './stored-databases.ts';
import { forgetFileCaches } from './stored-caches.ts';

/**
 * Whether a session was stored on this device. Kept apart from session-storage.ts so the
 * landing page can ask without loading the session machine or its validation code.
 */
export const SESSION_STORAGE_KEY = 'cestas.session';

export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    // Storage disabled (private mode on some phones): there is nothing to restore.
    return false;
  }
}

/** Every key this app writes starts with this, so a sign-out can find them all. */
export const STORED_KEY_PREFIX = 'cestas.';

/**
 * Removes everything this app stored on the device (docs/product.md R3.11: logout clears the
 * stored copy): the `cestas.*` localStorage keys now, the `cestas.*` IndexedDB databases (drafts,
 * outbox) and any Cache Storage cache but the app's own precache as soon as the browser lets.
 * `keepUnsent` keeps the outbox and the drafts: a session the provider ended (a refused refresh)
 * asked nobody, and what the leader recorded goes out when she signs in again. The promise is for
 * tests; sign-out does not wait.
 */
export function forgetEverythingStored({ keepUnsent = false } = {}): Promise<void> {
  const stores = Promise.all([
    forgetStoredDatabases(keepUnsent ? UNSENT_DATABASES : []),
    forgetFileCaches(),
  ]).then(() => undefined);
  try {
    const storage = window.localStorage;
    const ours = Object.keys(storage).filter((key) => key.startsWith(STORED_KEY_PREFIX));
    for (const key of ours) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
  return stores;
}
