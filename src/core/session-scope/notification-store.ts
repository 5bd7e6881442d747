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
