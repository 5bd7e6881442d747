import { useEffect } from 'react';
import type { Preloadable } from '#src/ui/retrying-lazy.ts';

/** A browser without requestIdleCallback (Safari) waits this long instead. */
const FALLBACK_DELAY_MS = 2_000;
/** The longest an idle callback may wait on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Loads a screen's code (and runs it) once the page is idle, while `wanted`: the screen the
 * person is most likely to open next then shows at once, without its chunk's download and
 * start-up on the way (0.4 s of a 2.6 s opening of the overview on a slow phone). Cancelled if
 * `wanted` turns false or the caller unmounts first.
 */
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
