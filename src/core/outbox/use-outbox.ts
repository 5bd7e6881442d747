import { useCallback, useRef, useSyncExternalStore } from 'react';
import { sameItems, selectOutboxItems, selectQueuedCommands, type OutboxItem } from '../../../machines/outbox.selectors';
import type { OutboxCommand } from '../../../machines/outbox-command';
import { useSessionScope } from '../session-scope/session-scope-context';
import type { Outbox } from './browser-outbox';

const NO_ITEMS: OutboxItem[] = [];
const NO_COMMANDS: readonly OutboxCommand[] = [];
const noSubscription = () => () => undefined;

/** The signed-in leader's outbox; null for staff (and in tests that do not give one). */
export function useOutbox(): Outbox | null {
  return useSessionScope().outbox;
}

function useOutboxValue<T>(select: (outbox: Outbox) => T, empty: T, same: (a: T, b: T) => boolean): T {
  const outbox = useOutbox();
  const last = useRef(empty);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!outbox) return noSubscription();
      const subscription = outbox.actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [outbox],
  );
  const read = () => {
    if (!outbox) return empty;
    const next = select(outbox);
    if (!same(last.current, next)) last.current = next;
    return last.current;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** Every command still on the device, as the pending list shows it. */
export const useOutboxItems = () => useOutboxValue((outbox) => selectOutboxItems(outbox.actor.getSnapshot()), NO_ITEMS, sameItems);

/** The raw commands, for screens that show the leader's work before the server has it. */
export const useQueuedCommands = () =>
  useOutboxValue((outbox) => selectQueuedCommands(outbox.actor.getSnapshot()), NO_COMMANDS, (a, b) => a === b);
