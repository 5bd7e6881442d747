import {
  isRetryableFailure,
  type OutboxCommand,
  type SendOutcome,
} from '#machines/outbox-command.ts';
import { NETWORK_FAILURE_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';
import type { OutboxStore, QueuedCommand } from './outbox-store.ts';

export interface SendDependencies {
  /** Sends the command's write with its Idempotency-Key; rejects with the REST client's RestError. */
  send: (command: QueuedCommand) => Promise<void>;
  store: OutboxStore;
  /** Runs `send` while no other tab of this user sends (Web Locks), or at once without them. */
  exclusively: <T>(send: () => Promise<T>) => Promise<T>;
  /**
   * True while a screen waits for this command's answer: a refusal is shown there, on the form
   * that still holds what was typed, so the command leaves the device instead of waiting, failed,
   * in the pending list.
   */
  awaited?: (command: OutboxCommand) => boolean;
  /** When the server accepted a command (ms since the epoch). */
  now?: () => number;
}

/**
 * Sends one command and keeps the store in step, all while holding the user's send lock: the
 * command is read again first (another tab may have sent or changed it), removed once the
 * server has it (kept as sent until an answer shows it), marked failed when refused (or removed,
 * when a screen waits for it), counted when there was no usable answer.
 */
export function sendOutboxCommand(
  { send, store, exclusively, awaited = () => false, now = Date.now }: SendDependencies,
  command: OutboxCommand,
): Promise<SendOutcome> {
  return exclusively(async () => {
    const current = await store.get(command.id);
    if (!current || current.state !== 'pending') return { kind: 'skipped' } as const;
    try {
      await send(current);
    } catch (error) {
      const status = error instanceof RestError ? error.status : 0;
      const message = error instanceof RestError ? error.message : NETWORK_FAILURE_MESSAGE;
      const retryAfterMs = error instanceof RestError ? error.retryAfterMs : null;
      const attempts = current.attempts + 1;
      if (isRetryableFailure(status, retryAfterMs)) await store.put({ ...current, attempts });
      else if (awaited(current)) await store.remove(current.id);
      else await store.put({ ...current, attempts, state: 'failed', failure: message });
      return { kind: 'failed', status, message, retryAfterMs } as const;
    }
    await store.markSent(current, now());
    return { kind: 'sent' } as const;
  });
}
