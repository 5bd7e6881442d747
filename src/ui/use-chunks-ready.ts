import { useSyncExternalStore } from 'react';
import { onChunkSettled, type Preloadable } from './retrying-lazy';

/** A component, lazy (retryingLazy) or not. */
type MaybeLazy = object;

const isRetryingLazy = (component: MaybeLazy): component is Preloadable =>
  'preload' in component && 'settled' in component;

/** Whether a component can render without suspending on its download (plain ones always can). */
export const isSettled = (component: MaybeLazy): boolean =>
  !isRetryingLazy(component) || component.settled();

/**
 * Starts downloading the lazy components given and tells whether all of them have settled
 * (loaded or failed). A caller shows its own loading state until then, and renders them only
 * after, so they mount without suspending (see retryingLazy). Plain components count as ready.
 */
export function useChunksReady(components: readonly MaybeLazy[]): boolean {
  const lazyOnes = components.filter(isRetryingLazy);
  for (const component of lazyOnes) component.preload();
  const allSettled = () => lazyOnes.every((component) => component.settled());
  return useSyncExternalStore(onChunkSettled, allSettled, allSettled);
}
