import { afterAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { describePath } from '#machines/graph-paths.ts';
import { type OutboxCommand, type SendOutcome } from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { outboxPathGroups, serializeOutbox } from '#machines/outbox.paths.ts';
import { controlledActors, coverageOf, feed, settle } from './voucher-delivery-graph.ts';

/**
 * Model-based tests of the outbox machine: the paths machines/outbox.paths.ts generates (and
 * /machines lists) are replayed on a live actor whose storage and sender answer as each step
 * says. After every step the rules that must always hold are checked; at the end every state
 * and transition must have been taken.
 */

type Snapshot = SnapshotFrom<typeof outboxMachine>;
const coverage = coverageOf(outboxMachine);

function expectInvariants(snapshot: Snapshot) {
  const { context } = snapshot;
  // Only a send in progress names a command: a pending one, the one the ordering rule allowed.
  if (snapshot.matches('sending')) {
    const command = context.commands.find((candidate) => candidate.id === context.sendingId);
    expect(command?.state).toBe('pending');
  } else {
    expect(context.sendingId).toBeNull();
  }
  // A refused command is never sent: nothing of its donation goes while it stays.
  const sending = context.commands.find((command) => command.id === context.sendingId);
  if (sending) {
    const refusedBefore = context.commands.some(
      (command) =>
        command.donationId === sending.donationId &&
        command.state === 'failed' &&
        command.order < sending.order,
    );
    expect(refusedBefore).toBe(false);
  }
  // Waiting means a send got no usable answer.
  if (snapshot.matches('waiting')) expect(context.failuresInARow).toBeGreaterThan(0);
}

afterAll(() => coverage.expectComplete());

describe('outbox machine paths', () => {
  for (const group of outboxPathGroups()) {
    describe(group.title, () => {
      for (const path of group.paths) {
        it(describePath(path as never), async () => {
          const fakes = controlledActors();
          const stored = { retried: [] as string[], discarded: [] as string[] };
          const logic = outboxMachine.provide({
            actors: {
              loadQueue: fakes.promiseActor<OutboxCommand[], unknown>('loadQueue'),
              sendCommand: fakes.promiseActor<SendOutcome, OutboxCommand>('sendCommand'),
            },
            actions: {
              retryCommand: (_, { id }) => void stored.retried.push(id),
              discardCommand: (_, { id }) => void stored.discarded.push(id),
            },
          });
          const actor = createActor(logic, {
            input: group.input,
            clock: new SimulatedClock(),
            inspect: coverage.inspect,
          }).start();
          for (const step of path.steps) {
            feed(actor, fakes, step.event);
            await settle();
            const snapshot = actor.getSnapshot();
            expect(serializeOutbox(snapshot)).toBe(serializeOutbox(step.state));
            expectInvariants(snapshot);
            if (step.event.type === 'RETRY')
              expect(stored.retried.at(-1)).toBe((step.event as { id: string }).id);
            if (step.event.type === 'DISCARD')
              expect(stored.discarded.at(-1)).toBe((step.event as { id: string }).id);
          }
          actor.stop();
        });
      }
    });
  }
});
