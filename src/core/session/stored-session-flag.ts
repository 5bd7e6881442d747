import { forgetStoredDatabases, UNSENT_DATABASES } from './stored-databases.ts';
import { forgetFileCaches } from './stored-caches.ts';

/** Apart, so the landing page asks without the session's code. */
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
 * `keepUnsent` keeps outbox and drafts when the provider ended the session unasked: they go at the
 * next sign-in.
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
