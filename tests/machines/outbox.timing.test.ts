import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelayMs,
  isRetryableFailure,
  type OutboxCommand,
  type SendOutcome,
} from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { queueOfThree } from '#machines/outbox.paths.ts';

/** Lets the chain of loads and sends (promises, no timers) run to where it waits. */
async function settle(): Promise<void> {
  for (let i = 0; i < 60; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * The outbox against a queue kept in memory and a server that answers from a script: order per
 * donation, refusals holding back only their donation, and backoff timed on a SimulatedClock.
 */

function run(
  answers: (command: OutboxCommand, attempt: number) => SendOutcome,
  queue = queueOfThree(),
) {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  let stored = queue;
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise(async () => stored),
      sendCommand: fromPromise<SendOutcome, OutboxCommand>(async ({ input }) => {
        sent.push(input.id);
        const outcome = answers(input, sent.filter((id) => id === input.id).length);
        if (outcome.kind === 'sent') stored = stored.filter((command) => command.id !== input.id);
        if (
          outcome.kind === 'failed' &&
          !isRetryableFailure(outcome.status, outcome.retryAfterMs)
        ) {
          stored = stored.map((command) =>
            command.id === input.id
              ? { ...command, state: 'failed', failure: outcome.message }
              : command,
          );
        }
        return outcome;
      }),
    },
    actions: {
      retryCommand: (_, { id }) => {
        stored = stored.map((command) =>
          command.id === id ? { ...command, state: 'pending', failure: null } : command,
        );
      },
      discardCommand: (_, { id }) => {
        stored = stored.filter((command) => command.id !== id);
      },
    },
  });
  const actor = createActor(logic, { input: { random: () => 0.5 }, clock }).start();
  return { actor, clock, sent, stored: () => stored };
}

describe('outbox order and refusals', () => {
  it('sends each donation in the order its commands were made, once each', async () => {
    const { actor, sent } = run(() => ({ kind: 'sent' }));
    actor.send({ type: 'START' });
    await settle();
    expect(sent).toEqual(['c1', 'c2', 'c3']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.commands).toEqual([]);
  });

  it('a refused command holds back its donation, not the others; Tentar novamente sends it again', async () => {
    const { actor, sent } = run((command, attempt) =>
      command.id === 'c1' && attempt === 1
        ? { kind: 'failed', status: 409, message: 'A doação foi alterada.' }
        : { kind: 'sent' },
    );
    actor.send({ type: 'START' });
    await settle();
    expect(sent).toEqual(['c1', 'c3']);
    expect(
      actor
        .getSnapshot()
        .context.commands.map((command) => [command.id, command.state, command.failure]),
    ).toEqual([
      ['c1', 'failed', 'A doação foi alterada.'],
      ['c2', 'pending', null],
    ]);
    actor.send({ type: 'RETRY', id: 'c1' });
    await settle();
    expect(sent).toEqual(['c1', 'c3', 'c1', 'c2']);
    expect(actor.getSnapshot().context.commands).toEqual([]);
  });

  it('Descartar removes the refused command and lets its donation go on', async () => {
    const { actor, sent } = run((command) =>
      command.id === 'c1' ? { kind: 'failed', status: 422, message: 'Não.' } : { kind: 'sent' },
    );
    actor.send({ type: 'START' });
    await settle();
    actor.send({ type: 'DISCARD', id: 'c1' });
    await settle();
    expect(sent).toEqual(['c1', 'c3', 'c2']);
    expect(actor.getSnapshot().context.commands).toEqual([]);
  });
});

describe('outbox backoff', () => {
  it('grows exponentially with jitter up to the cap', () => {
    expect(backoffDelayMs(1, 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelayMs(1, 0.999)).toBeLessThan(BACKOFF_BASE_MS);
    expect(backoffDelayMs(3, 0.5)).toBe(Math.round(BACKOFF_BASE_MS * 4 * 0.75));
    expect(backoffDelayMs(30, 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it.each([0, 408, 429, 503])(
    'after status %i it waits the backoff, then sends the same command again',
    async (status) => {
      const { actor, clock, sent } = run((command, attempt) =>
        command.id === 'c1' && attempt <= 2
          ? { kind: 'failed', status, message: 'x' }
          : { kind: 'sent' },
      );
      actor.send({ type: 'START' });
      await settle();
      expect(sent).toEqual(['c1']);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);

      const first = backoffDelayMs(1, 0.5);
      clock.increment(first - 1);
      await settle();
      expect(sent).toEqual(['c1']);
      clock.increment(1);
      await settle();
      expect(sent).toEqual(['c1', 'c1']);

      // The second wait is longer.
      const second = backoffDelayMs(2, 0.5);
      expect(second).toBeGreaterThan(first);
      clock.increment(second - 1);
      await settle();
      expect(sent).toEqual(['c1', 'c1']);
      clock.increment(1);
      await settle();
      expect(sent).toEqual(['c1', 'c1', 'c1', 'c2', 'c3']);
      expect(actor.getSnapshot().context.commands).toEqual([]);
    },
  );

  it('a 409 with Retry-After (the same key still in progress) is tried again after at least that long, not refused', async () => {
    const retryAfterMs = 5_000;
    const { actor, clock, sent } = run((command, attempt) =>
      command.id === 'c1' && attempt === 1
        ? {
            kind: 'failed',
            status: 409,
            message: 'Este envio ainda está em processamento. Tente novamente em instantes.',
            retryAfterMs,
          }
        : { kind: 'sent' },
    );
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().context.commands.find((command) => command.id === 'c1')?.state).toBe(
      'pending',
    );
    expect(retryAfterMs).toBeGreaterThan(backoffDelayMs(1, 0.5));

    clock.increment(retryAfterMs - 1);
    await settle();
    expect(sent).toEqual(['c1']);
    clock.increment(1);
    await settle();
    expect(sent).toEqual(['c1', 'c1', 'c2', 'c3']);
    expect(actor.getSnapshot().context.commands).toEqual([]);
  });

  it('the connection returning cuts the wait short', async () => {
    const { actor, sent } = run((command, attempt) =>
      command.id === 'c1' && attempt === 1
        ? { kind: 'failed', status: 0, message: 'x' }
        : { kind: 'sent' },
    );
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    actor.send({ type: 'ONLINE' });
    await settle();
    expect(sent).toEqual(['c1', 'c1', 'c2', 'c3']);
  });

  it('counts the attempts of a command that got no answer', async () => {
    const { actor } = run(() => ({ kind: 'failed', status: 503, message: 'x' }));
    actor.send({ type: 'START' });
    await settle();
    expect(
      actor.getSnapshot().context.commands.find((command) => command.id === 'c1')?.attempts,
    ).toBe(1);
  });
});
