import { useSyncExternalStore } from 'react';
import { onSessionDataCleared } from './session/session-actors';

/**
 * The app's one temporary notification (SPEC §3: message and type; not persisted). A screen
 * sets it and may then navigate: the next screen's NotificationBanner shows it (e.g. 'Doação
 * cadastrada com sucesso' on the list after registering). Sign-out clears it.
 */
export type AppNotification = { id: number; type: 'success' | 'failure'; message: string };

let current: AppNotification | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function notify(type: AppNotification['type'], message: string): void {
  sequence += 1;
  current = { id: sequence, type, message };
  emit();
}

/** Removes the notification, if it is still the one with this id (a newer one stays). */
export function dismissNotification(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotification(): AppNotification | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

onSessionDataCleared(() => dismissNotification());
