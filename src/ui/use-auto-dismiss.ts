import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` once `delayMs` after `active` becomes true (or after `resetKey` changes
 * while active). The latest callback is used, so parents may pass inline functions.
 */
export function useAutoDismiss(
  active: boolean,
  delayMs: number,
  onDismiss: () => void,
  resetKey?: unknown,
) {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => callback.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs, resetKey]);
}
