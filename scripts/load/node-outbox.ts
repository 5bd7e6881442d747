/**
 * A leader's outbox in Node, for the load generator: the browser's (src/core/outbox/browser-outbox.ts)
 * without what only a page has (online and visibility events, Background Sync, Web Locks, the
 * storage quota). The rest is the app's own: the outbox machine and its retry rules, the store
 * contract, `describeQueued` for what a write changes, and `sendOutboxCommand` sending the stored
 * mutation with `sendQueued` through the session's Apollo client, resolver and REST client, with
 * the command's id as its Idempotency-Key on every attempt.
 */
import type { ApolloClient } from '@apollo/client';
import { createActor, fromPromise } from 'xstate';
import {
  isRetryableFailure,
  type OutboxCommand,
  type SendOutcome,
} from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import { commandsAhead } from '#src/core/outbox/commands-ahead.ts';
import type { OutboxStore, QueuedCommand } from '#src/core/outbox/outbox-store.ts';
import { describeQueued, sendQueued } from '#src/core/outbox/queued-write-operations.ts';
import { sendOutboxCommand } from '#src/core/outbox/send-outbox-command.ts';

/** What the load generator learns of each command: queued (with its key), then accepted or refused. */
export interface OutboxWatch {
  queued(command: QueuedCommand): void;
  /** `refused`: a failure the outbox does not retry (the leader would see its message). */
  settled(command: OutboxCommand, outcome: SendOutcome, refused: boolean): void;
}

export function createNodeOutbox(
  apollo: ApolloClient,
  store: OutboxStore,
  watch: OutboxWatch,
): Outbox {
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise<OutboxCommand[]>(() => store.list()),
      sendCommand: fromPromise(async ({ input }: { input: OutboxCommand }) => {
        const send = (command: QueuedCommand) => sendQueued(apollo, command.mutation, command.id);
        const outcome = await sendOutboxCommand(
          { send, store, exclusively: (run) => run() },
          input,
        );
        if (outcome.kind !== 'skipped') {
          watch.settled(
            input,
            outcome,
            outcome.kind === 'failed' && !isRetryableFailure(outcome.status, outcome.retryAfterMs),
          );
        }
        return outcome;
      }),
    },
    // A refused command waits for the leader's RETRY or DISCARD, which a virtual leader never sends.
    actions: { retryCommand: () => {}, discardCommand: () => {} },
  });
  const actor = createActor(logic, { input: {} });
  actor.start();
  actor.send({ type: 'START' });

  return {
    actor,
    async enqueue(mutation) {
      const command = await store.add(
        mutation,
        describeQueued(mutation, apollo.cache),
        crypto.randomUUID(),
      );
      watch.queued(command);
      actor.send({ type: 'SYNC' });
      return command;
    },
    ...commandsAhead(store),
    dispose() {
      actor.stop();
      store.close();
    },
  };
}
