import { useSyncExternalStore } from 'react';

/**
 * Whether a newer version of the app (a service worker waiting to take over) is ready, and how
 * to switch to it. The switch happens only when the person asks ('Atualizar'): swapping the code
 * by itself could reload the page in the middle of a delivery.
 */
let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker registration when a new version is waiting. */
export function announceUpdate(applyUpdate: () => Promise<void>): void {
  apply = applyUpdate;
  listeners.forEach((listener) => listener());
}

/** Activates the waiting version; the page reloads into it. */
export function applyUpdate(): Promise<void> {
  return apply ? apply() : Promise.resolve();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => apply !== null,
    () => false,
  );
}
