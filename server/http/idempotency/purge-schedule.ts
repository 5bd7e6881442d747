import { describeForLog, log } from '../../log.ts';
import type { IdempotencyStore } from './idempotency-store.ts';

export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** No timer outlives the app; a failed purge never fails the write that triggered it. */
export function purgeSchedule(store: IdempotencyStore, now: () => Date): () => Promise<void> {
  let lastPurge: number | null = null;
  return async () => {
    const time = now().getTime();
    if (lastPurge !== null && Math.abs(time - lastPurge) < IDEMPOTENCY_PURGE_INTERVAL_MS) return;
    lastPurge = time;
    try {
      await store.purge(new Date(time));
    } catch (error) {
      log.error('idempotency key purge failed', { error: describeForLog(error) });
    }
  };
}
