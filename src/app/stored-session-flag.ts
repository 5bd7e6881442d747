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
