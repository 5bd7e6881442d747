import { useSyncExternalStore } from 'react';
import type { ScopePart, SessionScope } from './session-scope.ts';
import { useSessionScope } from './session-scope-context.ts';

/** The card a leader just recorded as delivered, and the receipt code the family keeps for it. */
export interface ReceiptCodeShown {
  donationId: string;
  voucherId: string;
  code: string;
}

interface ReceiptCodeStore extends ScopePart {
  read(): ReceiptCodeShown | null;
  show(shown: ReceiptCodeShown | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The code the delivery screen hands to the cards screen, which shows it large until the leader
 * closes it or records the next card (docs/product.md R15.1). Held in memory only: it is for the
 * family to see now, and the delivery that carries it is kept by the outbox.
 */
function receiptCodeStore(): ReceiptCodeStore {
  let current: ReceiptCodeShown | null = null;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    show(shown) {
      current = shown;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      current = null;
    },
  };
}

const receiptCodeOf = (scope: SessionScope) => scope.part(receiptCodeStore);

/** The last receipt code to show, and how to set or close it. */
export function useReceiptCodeShown(): [
  ReceiptCodeShown | null,
  (shown: ReceiptCodeShown | null) => void,
] {
  const store = receiptCodeOf(useSessionScope());
  const shown = useSyncExternalStore(store.subscribe, store.read, store.read);
  return [shown, store.show];
}
