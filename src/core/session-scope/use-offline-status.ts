import { useSyncExternalStore } from 'react';
import type { OfflineStatus } from '../apollo/offline-status-store.ts';
import { useSessionScope } from './session-scope-context.ts';

/** Whether this session's screens show saved answers for want of a connection, and from when. */
export function useOfflineStatus(): OfflineStatus {
  const { offlineStatus } = useSessionScope();
  return useSyncExternalStore(offlineStatus.subscribe, offlineStatus.status, offlineStatus.status);
}
