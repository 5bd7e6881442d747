import { useSyncExternalStore } from 'react';
import type { OfflineStatus } from '../apollo/offline-status-store';
import { useSessionScope } from './session-scope-context';

/** Whether this session's screens show saved answers for want of a connection, and from when. */
export function useOfflineStatus(): OfflineStatus {
  const { offlineStatus } = useSessionScope();
  return useSyncExternalStore(offlineStatus.subscribe, offlineStatus.status, offlineStatus.status);
}
