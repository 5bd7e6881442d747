import { ApolloProvider } from '@apollo/client/react';
import type { SessionScope, AppNotification, ScopePart } from './session-scope.ts';
import {
  createContext,
  useContext,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import type { OfflineStatus } from '../apollo/offline-status-store.ts';

function NotificationFollowsScreen() {
  useNotificationFollowsScreen();
  return null;
}

/** Gives the signed-in area its scope, and Apollo's hooks the scope's client. */
export function SessionScopeProvider({
  scope,
  children,
}: {
  scope: SessionScope;
  children: ReactNode;
}) {
  return (
    <SessionScopeContext.Provider value={scope}>
      <NotificationFollowsScreen />
      <ApolloProvider client={scope.apollo}>{children}</ApolloProvider>
    </SessionScopeContext.Provider>
  );
}

/** The signed-in person's scope; provided by SessionScopeProvider around the signed-in area. */
export const SessionScopeContext = createContext<SessionScope | null>(null);

export function useSessionScope(): SessionScope {
  const scope = useContext(SessionScopeContext);
  if (scope === null)
    throw new Error(
      'useSessionScope() is only available inside the signed-in area (SessionScopeProvider)',
    );
  return scope;
}

/** The current notification of this session, re-rendering when it changes. */
export function useNotification(): AppNotification | null {
  const { notification } = useSessionScope();
  return useSyncExternalStore(notification.subscribe, notification.current, notification.current);
}

export type Notify = (
  type: AppNotification['type'],
  message: string,
  options?: { on?: string },
) => void;

/**
 * Sets the notification of this screen: `notify('failure', text)`; a screen that navigates
 * afterwards names the screen that shows it: `notify('success', text, { on: paths.x.link() })`.
 */
export function useNotify(): Notify {
  const { notification } = useSessionScope();
  const [location] = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  return useCallback<Notify>(
    (type, message, options) => notification.notify(type, message, options?.on ?? here.current),
    [notification],
  );
}

/** Drops a notification when the person moves to a screen it does not belong to. */
export function useNotificationFollowsScreen(): void {
  const { notification } = useSessionScope();
  const [location] = useLocation();
  useEffect(() => notification.screenShown(location), [notification, location]);
}

/** Whether this session's screens show saved answers for want of a connection, and from when. */
export function useOfflineStatus(): OfflineStatus {
  const { offlineStatus } = useSessionScope();
  return useSyncExternalStore(offlineStatus.subscribe, offlineStatus.status, offlineStatus.status);
}

/** The card a leader just recorded as delivered, and the receipt code the family keeps for it. */
export interface ReceiptCodeShown {
  donationId: string;
  voucherId: string;
  code: string;
}

interface ReceiptCodeStore extends ScopePart {
  read(): ReceiptCodeShown | null;
  show(shown: ReceiptCodeShown | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The code the delivery screen hands to the cards screen, which shows it large until the leader
 * closes it or records the next card (docs/product.md R15.1). Held in memory only: it is for the
 * family to see now, and the delivery that carries it is kept by the outbox.
 */
function receiptCodeStore(): ReceiptCodeStore {
  let current: ReceiptCodeShown | null = null;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    show(shown) {
      current = shown;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      current = null;
    },
  };
}

const receiptCodeOf = (scope: SessionScope) => scope.part(receiptCodeStore);

/** The last receipt code to show, and how to set or close it. */
export function useReceiptCodeShown(): [
  ReceiptCodeShown | null,
  (shown: ReceiptCodeShown | null) => void,
] {
  const store = receiptCodeOf(useSessionScope());
  const shown = useSyncExternalStore(store.subscribe, store.read, store.read);
  return [shown, store.show];
}
