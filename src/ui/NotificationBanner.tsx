import { useLocation } from 'wouter';
import { useNotification } from '#src/core/session-scope/use-notification.ts';
import { useSessionScope } from '#src/core/session-scope/session-scope-context.ts';
import { AlertBanner } from './AlertBanner';

/** Shows the session's notification (core/session-scope/notification-store.ts) on the screen it belongs to. */
export function NotificationBanner() {
  const [location] = useLocation();
  const notification = useNotification();
  const { dismiss } = useSessionScope().notification;
  if (notification === null || (notification.screen !== null && notification.screen !== location))
    return null;
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
