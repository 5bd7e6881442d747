import { useSyncExternalStore } from 'react';
import type { AppNotification, NotificationStore } from './notification-store';
import { useSessionScope } from './session-scope-context';

/** The current notification of this session, re-rendering when it changes. */
export function useNotification(): AppNotification | null {
  const { notification } = useSessionScope();
  return useSyncExternalStore(notification.subscribe, notification.current, notification.current);
}

/** Sets the notification the next screen shows: `notify('success', text)`. */
export function useNotify(): NotificationStore['notify'] {
  return useSessionScope().notification.notify;
}
