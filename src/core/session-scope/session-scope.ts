import type { ApolloClient } from '@apollo/client';
import { persistApolloCache } from '../apollo/apollo-cache-persistence.ts';
import {
  createOfflineStatusStore,
  type OfflineStatusStore,
} from '../apollo/offline-status-store.ts';
import type { WriteAnswer } from '#graphql/rest/rest-client.ts';
import type { Outbox } from '../outbox/browser-outbox.ts';
import { directWrites, type LeaderWrites, type WriteSender } from '../outbox/leader-writes.ts';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ScopeDep {
  clear(): void;
}

/** Everything of one signed-in person that must not outlive the session; disposed at sign-out. */
export interface SessionScope {
  readonly userId: string;
  readonly apollo: ApolloClient;
  readonly storage: StorageLike | null;
  readonly idToken: () => string | null;
  readonly notification: NotificationStore;
  readonly offlineStatus: OfflineStatusStore;
  readonly outbox: Outbox | null;
  readonly writes: LeaderWrites | null;
  /** The screens that use a dep make it, so its code stays off the other screens' path. */
  dep<Dep extends ScopeDep>(make: (scope: SessionScope) => Dep): Dep;
  dispose(): void;
}

export interface SessionScopeDeps {
  userId: string;
  apollo: ApolloClient;
  idToken?: () => string | null;
  storage: StorageLike | null;
  persistCache: boolean;
  offlineStatus?: OfflineStatusStore;
  rest?: () => Promise<WriteSender>;
  createOutbox?: (deps: { sent: (answer: WriteAnswer) => void }) => Outbox;
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
}: SessionScopeDeps): SessionScope {
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

  const deps = new Map<(scope: SessionScope) => ScopeDep, ScopeDep>();
  const notification = createNotificationStore();
  // One refetch after another: a refetch still in flight when the next write lands would be
  // reused by Apollo (deduplication) and miss it.
  let refetched: Promise<unknown> = Promise.resolve();
  const showServerTruth = () => {
    refetched = refetched
      .then(() => apollo.refetchQueries({ include: 'active' }))
      .catch(() => undefined);
  };
  // A write answered with what the screens show goes into the cache instead; its code loads with
  // the first such answer, off the staff's pages.
  const written = (answer: WriteAnswer) => {
    if (!answer) return showServerTruth();
    import('../apollo/write-answers.ts').then(
      ({ showWriteAnswer }) => showWriteAnswer(apollo, answer),
      showServerTruth,
    );
  };
  const outbox = createOutbox?.({ sent: written }) ?? null;
  const writes = outbox ?? (rest ? directWrites(rest, written) : null);
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
    dep<Dep extends ScopeDep>(make: (scope: SessionScope) => Dep): Dep {
      // Keyed by `make`, so what is stored under it is the Dep it returns.
      let made = deps.get(make) as Dep | undefined;
      if (!made) {
        made = make(scope);
        deps.set(make, made);
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
      for (const dep of deps.values()) dep.clear();
      notification.dismiss();
      apollo.clearStore().catch(() => {
        // An in-flight query aborted by the clear is expected: its session is gone.
      });
    },
  };
  return scope;
}

/** It outlives the signed-in area (a public page keeps the cache) but never the session. */
export interface SessionScopes {
  acquire(userId: string, create: () => SessionScope): SessionScope;
  end(): void;
}

export function createSessionScopes(): SessionScopes {
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

/** Never stored on the device; leaving the screen it belongs to drops it. */
export type AppNotification = {
  id: number;
  type: 'success' | 'failure';
  message: string;
  /** Null: whichever screen shows banners now. */
  screen: string | null;
};

export interface NotificationStore {
  current(): AppNotification | null;
  notify(type: AppNotification['type'], message: string, screen?: string | null): void;
  /** A newer notification than `id` stays. */
  dismiss(id?: number): void;
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
