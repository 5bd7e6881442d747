import type { ApolloClient } from '@apollo/client';
import { persistApolloCache } from '../apollo/apollo-cache-persistence.ts';
import {
  createOfflineStatusStore,
  type OfflineStatusStore,
} from '../apollo/offline-status-store.ts';
import type { Outbox } from '../outbox/browser-outbox.ts';
import { directWrites, type LeaderWrites, type WriteSender } from '../outbox/leader-writes.ts';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** State of the scope that only some screens use (see `part`). */
export interface ScopePart {
  /** The scope is being disposed: forget this person's state, on the device too. */
  clear(): void;
}

/**
 * Everything that belongs to one signed-in person and must not outlive their session: the
 * Apollo client with its cache (and the cache's copy on the device), the notification, and the
 * parts only some screens use, such as the staff's saved donation filter. Created when the
 * signed-in area first mounts, disposed at sign-out.
 */
export interface SessionScope {
  /** The signed-in user this scope was made for. */
  readonly userId: string;
  readonly apollo: ApolloClient;
  /** Where this person's client state is kept; null keeps nothing. */
  readonly storage: StorageLike | null;
  /** The session's id token as it is now (the staff's saved filter belongs to its sign-in, see `filterOwner`). */
  readonly idToken: () => string | null;
  readonly notification: NotificationStore;
  /** Whether the screens show saved answers because the server cannot be reached, and from when. */
  readonly offlineStatus: OfflineStatusStore;
  /** A leader's writes waiting to be sent (docs/offline.md, "Outbox"); null for other roles. */
  readonly outbox: Outbox | null;
  /**
   * Where a leader's writes go (contract/leader-writes.ts): the outbox, or straight to the REST
   * client on a device without one; null when the scope has neither (staff's component tests).
   */
  readonly writes: LeaderWrites | null;
  /**
   * The part `make` makes for this scope, made on its first use and cleared with the scope. Parts
   * are made by the code of the screens that use them (the staff's donation filter,
   * `donationFilterOf`), so that code and what it imports stay off the other screens' path
   * (docs/reports/2026-11-27-leader-path.md). One part per `make` function.
   */
  part<Part extends ScopePart>(make: (scope: SessionScope) => Part): Part;
  /** Drops the cache, the parts and the notification, and stops writing to the device. */
  dispose(): void;
}

export interface SessionScopeParts {
  userId: string;
  apollo: ApolloClient;
  /** The session's id token as it is now; default none. */
  idToken?: () => string | null;
  /** Where the filter (and, with persistCache, the Apollo cache) is kept; null keeps nothing. */
  storage: StorageLike | null;
  /** Keeps a copy of the Apollo cache on the device (the browser does; component tests do not). */
  persistCache: boolean;
  /** The store the Apollo client's offline fallback reports to (default: a fresh one, kept nowhere). */
  offlineStatus?: OfflineStatusStore;
  /** The REST client, loaded when first needed: a leader's writes go through it. */
  rest?: () => Promise<WriteSender>;
  /**
   * Keeps a leader's writes on the device until the server has them (receipt, deliveries, end);
   * `sent` is to be called when the server has one. Default none (staff, component tests).
   */
  createOutbox?: (parts: { apollo: ApolloClient; sent: () => void }) => Outbox;
}

export function createSessionScope({
  userId,
  apollo,
  idToken = () => null,
  storage,
  persistCache,
  offlineStatus = createOfflineStatusStore(null),
  rest,
  createOutbox,
}: SessionScopeParts): SessionScope {
  const persistence = persistCache ? persistApolloCache(apollo.cache, storage) : null;
  // A page being closed or sent to the background may never run another timer.
  const flush = () => persistence?.flush();
  if (persistence && typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  const wentOffline = () => offlineStatus.networkChanged(false);
  // Back online: the screens showing saved answers ask the server again.
  const cameOnline = () => {
    offlineStatus.networkChanged(true);
    apollo.refetchQueries({ include: 'active' }).catch(() => {
      // A screen whose refetch fails shows that failure itself.
    });
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameOnline);
  }

  const parts = new Map<(scope: SessionScope) => ScopePart, ScopePart>();
  const notification = createNotificationStore();
  // One refetch after another: a refetch still in flight when the next write lands would be
  // reused by Apollo (deduplication) and miss it.
  let refetched: Promise<unknown> = Promise.resolve();
  const showServerTruth = () => {
    refetched = refetched
      .then(() => apollo.refetchQueries({ include: 'active' }))
      .catch(() => undefined);
  };
  const outbox = createOutbox?.({ apollo, sent: showServerTruth }) ?? null;
  const writes = outbox ?? (rest ? directWrites(rest, showServerTruth) : null);
  let disposed = false;

  const scope: SessionScope = {
    userId,
    apollo,
    storage,
    idToken,
    notification,
    offlineStatus,
    outbox,
    writes,
    part<Part extends ScopePart>(make: (scope: SessionScope) => Part): Part {
      // Keyed by `make`, so what is stored under it is the Part it returns.
      let made = parts.get(make) as Part | undefined;
      if (!made) {
        made = make(scope);
        parts.set(make, made);
      }
      return made;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', flush);
        window.removeEventListener('offline', wentOffline);
        window.removeEventListener('online', cameOnline);
      }
      outbox?.dispose();
      persistence?.clear();
      offlineStatus.clear();
      for (const part of parts.values()) part.clear();
      notification.dismiss();
      apollo.clearStore().catch(() => {
        // An in-flight query aborted by the clear is expected: its session is gone.
      });
    },
  };
  return scope;
}

/**
 * Holds the one live session scope. The session wiring owns it: the signed-in shell asks it for
 * the scope of the person signed in, and the session machine's sign-out empties it. A scope
 * therefore outlives the signed-in area (a visit to a public page keeps the cache) but never
 * the session.
 */
export interface SessionScopeSlot {
  /** The scope of `userId`, made with `create` when there is none or it belongs to someone else. */
  acquire(userId: string, create: () => SessionScope): SessionScope;
  /** Disposes the live scope, if any: the session has ended. */
  end(): void;
}

export function createSessionScopeSlot(): SessionScopeSlot {
  let current: SessionScope | null = null;
  const end = () => {
    current?.dispose();
    current = null;
  };
  return {
    acquire(userId, create) {
      if (current?.userId === userId) return current;
      end();
      current = create();
      return current;
    },
    end,
  };
}

/**
 * The app's one notification (message and type; never stored on the device). It belongs to one
 * screen, named by its path: the screen that raised it, or the one it navigates to (e.g. 'Doação
 * cadastrada com sucesso' is raised on /donation/register for /donation-list). Only that screen
 * shows it, and leaving that screen drops it, so it never reaches the next one. It lives in the
 * session scope, so sign-out takes it away.
 */
export type AppNotification = {
  id: number;
  type: 'success' | 'failure';
  message: string;
  /** The path of the screen it belongs to; null: whichever screen shows banners now. */
  screen: string | null;
};

export interface NotificationStore {
  current(): AppNotification | null;
  notify(type: AppNotification['type'], message: string, screen?: string | null): void;
  /** Removes the notification, if it is still the one with this id (a newer one stays). */
  dismiss(id?: number): void;
  /** The person is now on `screen`: a notification that belongs to another screen goes. */
  screenShown(screen: string): void;
  subscribe(listener: () => void): () => void;
}

export function createNotificationStore(): NotificationStore {
  let current: AppNotification | null = null;
  let sequence = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    current: () => current,
    notify(type, message, screen = null) {
      sequence += 1;
      current = { id: sequence, type, message, screen };
      emit();
    },
    dismiss(id) {
      if (current === null || (id !== undefined && current.id !== id)) return;
      current = null;
      emit();
    },
    screenShown(screen) {
      if (current === null || current.screen === null || current.screen === screen) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
