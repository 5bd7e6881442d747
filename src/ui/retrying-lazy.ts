import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy keeps a failed import failed for good, so a screen whose chunk could not be
 * downloaded (offline, a weak signal) stayed broken until a full reload. This lazy component
 * starts a new download on the render after a failure (an error boundary's retry), and keeps
 * the module for good once it has loaded.
 */
export function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  current = lazy(attempt);

  function RetryingLazy(props: P) {
    return createElement(current, props);
  }
  return RetryingLazy;
}
