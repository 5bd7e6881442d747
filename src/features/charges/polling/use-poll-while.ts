import { useEffect } from 'react';

/** How often a load still 'Em processamento' is asked for again: the job takes seconds to minutes. */
export const CHARGE_POLL_MS = 4000;

type Pollable = { startPolling: (intervalMs: number) => void; stopPolling: () => void };

/** Polls a query every CHARGE_POLL_MS while `active`; stops when it turns false and on unmount. */
export function usePollWhile(active: boolean, { startPolling, stopPolling }: Pollable) {
  useEffect(() => {
    if (!active) return undefined;
    startPolling(CHARGE_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
}
