import { useEffect } from 'react';
import type { Preloadable } from '#src/ui/retrying-lazy.ts';

/** A browser without requestIdleCallback waits this long instead. */
const FALLBACK_DELAY_MS = 2_000;
/** The longest an idle callback may wait on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 5_000;

export function usePreloadWhenIdle(screen: Preloadable, wanted: boolean): void {
  useEffect(() => {
    if (!wanted || screen.settled()) return;
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => screen.preload(), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => screen.preload(), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [screen, wanted]);
}
