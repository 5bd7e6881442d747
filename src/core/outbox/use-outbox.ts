import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AppliedCommand } from '#machines/outbox-overlay.ts';
import {
  sameItems,
  selectOutboxItems,
  selectQueuedCommands,
  type OutboxItem,
} from '#machines/outbox.selectors.ts';
import type { OutboxCommand } from '#machines/outbox-command.ts';
import { useSessionScope } from '../session-scope/SessionScopeProvider.tsx';
import type { Outbox } from './browser-outbox.ts';

const NO_ITEMS: OutboxItem[] = [];
const NO_COMMANDS: readonly OutboxCommand[] = [];
const NO_SENT: readonly AppliedCommand[] = [];
const noSubscription = () => () => undefined;

/** Null for staff. */
export function useOutbox(): Outbox | null {
  return useSessionScope().outbox;
}

function useOutboxValue<T>(
  select: (outbox: Outbox) => T,
  empty: T,
  same: (a: T, b: T) => boolean,
): T {
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

export const useOutboxItems = () =>
  useOutboxValue((outbox) => selectOutboxItems(outbox.actor.getSnapshot()), NO_ITEMS, sameItems);

export const useQueuedCommands = () =>
  useOutboxValue(
    (outbox) => selectQueuedCommands(outbox.actor.getSnapshot()),
    NO_COMMANDS,
    (a, b) => a === b,
  );

const sameIds = (a: readonly AppliedCommand[], b: readonly AppliedCommand[]) =>
  a.length === b.length && a.every((command, index) => command.id === b[index]?.id);

export function useSentCommands(): readonly AppliedCommand[] {
  const outbox = useOutbox();
  const [sent, setSent] = useState(NO_SENT);
  useEffect(() => {
    if (!outbox) return undefined;
    let current = true;
    const read = () => {
      outbox
        .sent()
        .then(
          (next) => current && setSent((previous) => (sameIds(previous, next) ? previous : next)),
        )
        .catch(() => undefined); // an unreadable store overlays nothing
    };
    read();
    const subscription = outbox.actor.subscribe(read);
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [outbox]);
  return outbox ? sent : NO_SENT;
}
