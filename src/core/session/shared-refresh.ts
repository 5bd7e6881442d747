import {
  TOKEN_REFRESH_MARGIN_MS,
  type PersistedSession,
  type RefreshInput,
} from '#machines/session.machine.ts';

export const REFRESH_LOCK_NAME = 'cestas.session-refresh';

/** Where a device-wide lock comes from: `navigator.locks`, or nothing where the browser has none. */
export type RefreshLocks = Pick<LockManager, 'request'> | undefined;

const browserLocks = (): RefreshLocks => globalThis.navigator?.locks;

/**
 * Runs `work` while holding the device-wide refresh lock, so the tabs of one device refresh one
 * after another and each finds what the one before stored. Without Web Locks (Safari before
 * 15.4) at once: the server's grace then gives tabs refreshing together the same successor.
 */
export function oneRefreshAtATime<T>(
  work: () => Promise<T>,
  locks: RefreshLocks = browserLocks(),
): Promise<T> {
  return locks ? (locks.request(REFRESH_LOCK_NAME, work) as Promise<T>) : work();
}

/** Tokens another tab of this device stored after this tab's: the same person's, and newer. */
export function newerStoredSession(
  input: Pick<RefreshInput, 'tokens' | 'receivedAt' | 'userId' | 'storage'>,
): PersistedSession | null {
  const stored = input.storage.load();
  if (
    stored === null ||
    stored.user.id !== input.userId ||
    stored.tokens.accessToken === input.tokens.accessToken
  )
    return null;
  return input.receivedAt === null || stored.receivedAt > input.receivedAt ? stored : null;
}

/** Whether stored tokens are still outside the refresh margin, so this tab may take them as they are. */
export function stillFresh(session: PersistedSession, now: number): boolean {
  return session.receivedAt + session.tokens.expiresIn * 1000 - TOKEN_REFRESH_MARGIN_MS > now;
}
