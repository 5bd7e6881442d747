import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Bumped by retryFailedChunks(): chunks that failed before it are downloaded anew on their next render. */
let retryRound = 0;

/** Lets every chunk that failed to download try again (an error boundary's retry calls it). */
export function retryFailedChunks(): void {
  retryRound += 1;
}

/**
 * React.lazy keeps a failed import failed for good, so a screen whose chunk could not be
 * downloaded (offline, a weak signal) stayed broken until a full reload. This lazy component
 * downloads again after a failure once a retry was asked for (retryFailedChunks), and keeps the
 * module for good once it has loaded. Until then it keeps the failed one, so the error reaches
 * the boundary instead of the component suspending and downloading in a loop.
 */
export function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failedInRound: number | null = null;
  const attempt = () =>
    load().catch((error: unknown) => {
      failedInRound = retryRound;
      throw error;
    });
  let current: LazyExoticComponent<ComponentType<P>> = lazy(attempt);

  function RetryingLazy(props: P) {
    if (failedInRound !== null && failedInRound < retryRound) {
      failedInRound = null;
      current = lazy(attempt);
    }
    return createElement(current, props);
  }
  return RetryingLazy;
}
