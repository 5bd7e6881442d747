import { describeForLog } from '../error-handler.ts';
import type { IdempotencyStore } from './idempotency-store.ts';

/** Old keys are purged at most this often, by the keyed write that comes after the interval. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges expired keys on the first call and then once per interval of the injected clock, so no
 * timer outlives the app and tests move time instead of waiting. A failed purge never fails the
 * write that triggered it.
 */
export function purgeSchedule(store: IdempotencyStore, now: () => Date): () => Promise<void> {
  let lastPurge: number | null = null;
  return async () => {
    const time = now().getTime();
    if (lastPurge !== null && Math.abs(time - lastPurge) < IDEMPOTENCY_PURGE_INTERVAL_MS) return;
    lastPurge = time;
    try {
      await store.purge(new Date(time));
    } catch (error) {
      console.error(`[server] idempotency key purge failed: ${describeForLog(error)}`);
    }
  };
}
