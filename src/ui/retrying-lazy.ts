import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** Chunks that failed before the last retryFailedChunks() are downloaded anew on their next render. */
let retryRound = 0;

export function retryFailedChunks(): void {
  retryRound += 1;
}

const settledListeners = new Set<() => void>();

export function onChunkSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
}

export interface Preloadable {
  /** Never rejects: a failure shows when the component renders. */
  preload(): void;
  /** Loaded or failed: rendering it now will not suspend on it. */
  settled(): boolean;
}

export type RetryingLazyComponent<P extends object> = ComponentType<P> & Preloadable;

/**
 * React.lazy keeps a failed import failed for good; this one downloads again once a retry is asked
 * for.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryingLazyComponent<P> {
  let failedInRound: number | null = null;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const settle = () => settledListeners.forEach((listener) => listener());
  const attempt = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        settle();
        return module;
      },
      (error: unknown) => {
        failedInRound = retryRound;
        loading = null;
        settle();
        throw error;
      },
    ));
  let current: LazyExoticComponent<ComponentType<P>> = lazy(attempt);

  function RetryingLazy(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount it.
    const [loadedAtMount] = useState(() => loaded);
    if (loadedAtMount) return createElement(loadedAtMount, props);
    if (failedInRound !== null && failedInRound < retryRound) {
      failedInRound = null;
      current = lazy(attempt);
    }
    return createElement(current, props);
  }
  RetryingLazy.preload = () => {
    if (loaded || failedInRound !== null) return;
    attempt().catch(() => {
      // Shown by the component when it renders (error boundary), not here.
    });
  };
  RetryingLazy.settled = () => loaded !== null || failedInRound !== null;
  return RetryingLazy;
}
