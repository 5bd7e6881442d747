import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { AppNotification } from './notification-store.ts';
import { useSessionScope } from './session-scope-context.ts';

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
