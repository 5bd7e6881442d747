import { ApolloProvider } from '@apollo/client/react';
import type { SessionScope, AppNotification, ScopeDep } from './session-scope.ts';
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

export const SessionScopeContext = createContext<SessionScope | null>(null);

export function useSessionScope(): SessionScope {
  const scope = useContext(SessionScopeContext);
  if (scope === null)
    throw new Error(
      'useSessionScope() is only available inside the signed-in area (SessionScopeProvider)',
    );
  return scope;
}

export function useNotification(): AppNotification | null {
  const { notification } = useSessionScope();
  return useSyncExternalStore(notification.subscribe, notification.current, notification.current);
}

export type Notify = (
  type: AppNotification['type'],
  message: string,
  options?: { on?: string },
) => void;

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

export function useNotificationFollowsScreen(): void {
  const { notification } = useSessionScope();
  const [location] = useLocation();
  useEffect(() => notification.screenShown(location), [notification, location]);
}

export function useOfflineStatus(): OfflineStatus {
  const { offlineStatus } = useSessionScope();
  return useSyncExternalStore(offlineStatus.subscribe, offlineStatus.status, offlineStatus.status);
}

export interface ReceiptCodeShown {
  donationId: string;
  voucherId: string;
  code: string;
  /** The family checks with the CPF's first digits only when the delivery recorded a CPF. */
  withCpf: boolean;
}

interface ReceiptCodeStore extends ScopeDep {
  read(): ReceiptCodeShown | null;
  show(shown: ReceiptCodeShown | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Held in memory only: it is for the family to see now; the delivery that carries it is the
 * outbox's.
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

const receiptCodeOf = (scope: SessionScope) => scope.dep(receiptCodeStore);

export function useReceiptCodeShown(): [
  ReceiptCodeShown | null,
  (shown: ReceiptCodeShown | null) => void,
] {
  const store = receiptCodeOf(useSessionScope());
  const shown = useSyncExternalStore(store.subscribe, store.read, store.read);
  return [shown, store.show];
}
