import { dismissNotification, useNotification } from '../core/notification-store';
import { AlertBanner } from './AlertBanner';

/** Shows the app's current notification (src/app/notification-store.ts) with the temporary alert banner. */
export function NotificationBanner() {
  const notification = useNotification();
  if (notification === null) return null;
  return (
    <AlertBanner
      // A new notification restarts the 5-second timer, even with the same text.
      key={notification.id}
      type={notification.type}
      message={notification.message}
      onDismiss={() => dismissNotification(notification.id)}
    />
  );
}
