import {
  TOKEN_REFRESH_MARGIN_MS,
  type PersistedSession,
  type RefreshInput,
} from '#machines/session.machine.ts';

export const REFRESH_LOCK_NAME = 'cestas.session-refresh';

export type RefreshLocks = Pick<LockManager, 'request'> | undefined;

const browserLocks = (): RefreshLocks => globalThis.navigator?.locks;

/**
 * Without Web Locks at once: the server's grace then gives tabs refreshing together one successor.
 */
export function oneRefreshAtATime<T>(
  work: () => Promise<T>,
  locks: RefreshLocks = browserLocks(),
): Promise<T> {
  return locks ? (locks.request(REFRESH_LOCK_NAME, work) as Promise<T>) : work();
}

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

export function stillFresh(session: PersistedSession, now: number): boolean {
  return session.receivedAt + session.tokens.expiresIn * 1000 - TOKEN_REFRESH_MARGIN_MS > now;
}
