/**
 * The app's one temporary notification (message and type; never stored on the device). A screen
 * sets it and may then navigate: the next screen's NotificationBanner shows it (e.g. 'Doação
 * cadastrada com sucesso' on the list after registering). It lives in the session scope, so
 * sign-out takes it away.
 */
export type AppNotification = { id: number; type: 'success' | 'failure'; message: string };

export interface NotificationStore {
  current(): AppNotification | null;
  notify(type: AppNotification['type'], message: string): void;
  /** Removes the notification, if it is still the one with this id (a newer one stays). */
  dismiss(id?: number): void;
  subscribe(listener: () => void): () => void;
}

export function createNotificationStore(): NotificationStore {
  let current: AppNotification | null = null;
  let sequence = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    current: () => current,
    notify(type, message) {
      sequence += 1;
      current = { id: sequence, type, message };
      emit();
    },
    dismiss(id) {
      if (current === null || (id !== undefined && current.id !== id)) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
