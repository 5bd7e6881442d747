/**
 * A leader's outbox in Node, for the load generator: the browser's (src/core/outbox/browser-outbox.ts)
 * without what only a page has (online and visibility events, Background Sync, Web Locks, the
 * storage quota) and without a screen waiting: a write is stored and answered as kept at once.
 * The rest is the app's own: the outbox machine and its retry rules, the store contract,
 * `effectOf` for what a write changes, and `sendOutboxCommand` sending the stored write through
 * the REST client, with the command's id as its Idempotency-Key on every attempt.
 */
import { createActor, fromPromise } from 'xstate';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import {
  isRetryableFailure,
  type OutboxCommand,
  type SendOutcome,
} from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import {
  commandsAhead,
  sendOutboxCommand,
  type OutboxStore,
  type QueuedCommand,
} from '#src/core/outbox/outbox-store.ts';
import { described } from '#src/core/outbox/leader-writes.ts';

/** What the load generator learns of each command: queued (with its key), then accepted or refused. */
export interface OutboxWatch {
  queued(command: QueuedCommand): void;
  /** `refused`: a failure the outbox does not retry (the leader would see its message). */
  settled(command: OutboxCommand, outcome: SendOutcome, refused: boolean): void;
}

/** Asking for progress sends an upload through XHR, as the phone does. */
const watchProgress = () => undefined;

export function createNodeOutbox(rest: RestClient, store: OutboxStore, watch: OutboxWatch): Outbox {
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise<OutboxCommand[]>(() => store.list()),
      sendCommand: fromPromise(async ({ input }: { input: OutboxCommand }) => {
        const send = (command: QueuedCommand) =>
          rest.leaderWrite(command.write, {
            idempotencyKey: command.id,
            onProgress: watchProgress,
          });
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
    async submit(write, { voucherPosition } = {}) {
      const command = await store.add(
        write,
        described(write, voucherPosition),
        crypto.randomUUID(),
      );
      watch.queued(command);
      actor.send({ type: 'SYNC' });
      return { kind: 'kept' };
    },
    ...commandsAhead(store),
    dispose() {
      actor.stop();
      store.close();
    },
  };
}
