import { useSyncExternalStore } from 'react';

/** Whether the window matches `query` now (false where media queries cannot be asked). */
export function matchesMedia(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** Whether the window matches `query`, re-rendering when that changes (a resize, a rotated tablet). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}
