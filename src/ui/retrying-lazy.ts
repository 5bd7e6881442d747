import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** Bumped by retryFailedChunks(): chunks that failed before it are downloaded anew on their next render. */
let retryRound = 0;

export function retryFailedChunks(): void {
  retryRound += 1;
}

const settledListeners = new Set<() => void>();

/** Calls `listener` whenever a chunk finishes downloading or fails (useChunksReady). */
export function onChunkSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
}

export interface Preloadable {
  /** Starts the download now (once); never rejects: a failure shows when the component renders. */
  preload(): void;
  /** Whether the download has ended, loaded or failed: rendering it now will not suspend on it. */
  settled(): boolean;
}

export type RetryingLazyComponent<P extends object> = ComponentType<P> & Preloadable;

/**
 * A lazy component that downloads again after a failure once a retry is asked for
 * (retryFailedChunks), where React.lazy keeps a failed import failed for good; until then the
 * error reaches the boundary rather than looping. Once loaded it renders without suspending,
 * so a start-up's lazy steps do not each pay React's Suspense hold-back.
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
