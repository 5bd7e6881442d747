import { useSyncExternalStore } from 'react';

/**
 * The switch to a waiting version happens only when the person asks: a reload could land
 * mid-delivery.
 */
let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(applyUpdate: () => Promise<void>): void {
  apply = applyUpdate;
  listeners.forEach((listener) => listener());
}

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
