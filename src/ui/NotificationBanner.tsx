import { useLocation } from 'wouter';
import { useNotification } from '../core/session-scope/use-notification';
import { useSessionScope } from '../core/session-scope/session-scope-context';
import { AlertBanner } from './AlertBanner';

/** Shows the session's notification (core/session-scope/notification-store.ts) on the screen it belongs to. */
export function NotificationBanner() {
  const [location] = useLocation();
  const notification = useNotification();
  const { dismiss } = useSessionScope().notification;
  if (notification === null || (notification.screen !== null && notification.screen !== location)) return null;
  return (
    <AlertBanner
      // A new notification restarts the 5-second timer, even with the same text.
      key={notification.id}
      type={notification.type}
      message={notification.message}
      onDismiss={() => dismiss(notification.id)}
    />
  );
}
