import { assign, fromPromise, setup } from 'xstate';
import {
  backoffDelayMs,
  isRetryableFailure,
  nextSendable,
  type OutboxCommand,
  type SendOutcome,
} from './outbox-command.ts';

/** The queue is read again before every send, so a command another tab sent is never sent twice. */

export interface OutboxInput {
  random?: () => number;
}

export interface OutboxContext {
  commands: OutboxCommand[];
  sendingId: string | null;
  failuresInARow: number;
  retryDelayMs: number;
  reloadWanted: boolean;
  random: () => number;
}

export type OutboxTrigger =
  { type: 'START' } | { type: 'ONLINE' } | { type: 'VISIBLE' } | { type: 'SYNC' };
export type OutboxEvent =
  OutboxTrigger | { type: 'RETRY'; id: string } | { type: 'DISCARD'; id: string };

const TRIGGERS = ['START', 'ONLINE', 'VISIBLE', 'SYNC'] as const;
const on = (target: string, reenter = false) =>
  Object.fromEntries(TRIGGERS.map((type) => [type, { target, reenter }])) as Record<
    (typeof TRIGGERS)[number],
    { target: string; reenter: boolean }
  >;

function notProvided(name: string): never {
  throw new Error(`outbox effect "${name}" not provided`);
}

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
  },
  actors: {
    loadQueue: fromPromise<OutboxCommand[]>(async () => notProvided('loadQueue')),
    sendCommand: fromPromise<SendOutcome, OutboxCommand>(async () => notProvided('sendCommand')),
  },
  actions: {
    retryCommand: (_, _params: { id: string }) => notProvided('retryCommand'),
    discardCommand: (_, _params: { id: string }) => notProvided('discardCommand'),
    adoptQueue: assign((_, params: { commands: OutboxCommand[] }) => ({
      commands: params.commands,
    })),
    pickNext: assign(({ context }) => ({ sendingId: nextSendable(context.commands)?.id ?? null })),
    forgetSent: assign(({ context }) => ({
      commands: context.commands.filter((command) => command.id !== context.sendingId),
      sendingId: null,
      failuresInARow: 0,
    })),
    stopSending: assign({ sendingId: null }),
    countFailure: assign(({ context }, params: { retryAfterMs: number | null }) => {
      const failuresInARow = context.failuresInARow + 1;
      return {
        commands: context.commands.map((command) =>
          command.id === context.sendingId
            ? { ...command, attempts: command.attempts + 1 }
            : command,
        ),
        sendingId: null,
        failuresInARow,
        retryDelayMs: Math.max(
          backoffDelayMs(failuresInARow, context.random()),
          params.retryAfterMs ?? 0,
        ),
      };
    }),
    markRefused: assign(({ context }, params: { message: string }) => ({
      commands: context.commands.map((command) =>
        command.id === context.sendingId
          ? {
              ...command,
              attempts: command.attempts + 1,
              state: 'failed' as const,
              failure: params.message,
            }
          : command,
      ),
      sendingId: null,
      failuresInARow: 0,
    })),
    markPending: assign(({ context }, params: { id: string }) => ({
      commands: context.commands.map((command) =>
        command.id === params.id
          ? { ...command, state: 'pending' as const, failure: null }
          : command,
      ),
    })),
    wantReload: assign({ reloadWanted: true }),
    clearReload: assign({ reloadWanted: false }),
    drop: assign(({ context }, params: { id: string }) => ({
      commands: context.commands.filter((command) => command.id !== params.id),
    })),
  },
  guards: {
    reloadWanted: ({ context }) => context.reloadWanted,
    hasSendable: ({ context }) => nextSendable(context.commands) !== null,
    sent: (_, params: { outcome: SendOutcome }) => params.outcome.kind === 'sent',
    skipped: (_, params: { outcome: SendOutcome }) => params.outcome.kind === 'skipped',
    worthRetrying: (_, params: { outcome: SendOutcome }) =>
      params.outcome.kind === 'failed' &&
      isRetryableFailure(params.outcome.status, params.outcome.retryAfterMs),
    isFailed: ({ context }, params: { id: string }) =>
      context.commands.some((command) => command.id === params.id && command.state === 'failed'),
  },
  delays: {
    backoff: ({ context }) => context.retryDelayMs,
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({
    commands: [],
    sendingId: null,
    failuresInARow: 0,
    retryDelayMs: 0,
    reloadWanted: false,
    random: input.random ?? Math.random,
  }),
  initial: 'idle',
  on: {
    RETRY: {
      guard: { type: 'isFailed', params: ({ event }) => ({ id: event.id }) },
      actions: [
        { type: 'retryCommand', params: ({ event }) => ({ id: event.id }) },
        { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
        'wantReload',
      ],
    },
    DISCARD: {
      guard: { type: 'isFailed', params: ({ event }) => ({ id: event.id }) },
      actions: [
        { type: 'discardCommand', params: ({ event }) => ({ id: event.id }) },
        { type: 'drop', params: ({ event }) => ({ id: event.id }) },
        'wantReload',
      ],
    },
  },
  states: {
    idle: {
      always: { guard: 'reloadWanted', target: 'loading' },
      on: on('loading'),
    },

    /** A trigger meanwhile reads the queue once more: it may have just grown. */
    loading: {
      entry: 'clearReload',
      always: { guard: 'reloadWanted', target: 'loading', reenter: true },
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: {
          target: 'picking',
          actions: { type: 'adoptQueue', params: ({ event }) => ({ commands: event.output }) },
        },
        onError: 'idle',
      },
      on: on('loading', true),
    },

    picking: {
      always: [
        { guard: 'hasSendable', target: 'sending', actions: 'pickNext' },
        { target: 'idle' },
      ],
    },

    sending: {
      invoke: {
        id: 'sendCommand',
        src: 'sendCommand',
        input: ({ context }) => {
          const command = context.commands.find((candidate) => candidate.id === context.sendingId);
          if (!command) throw new Error('sending without a command');
          return command;
        },
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ outcome: event.output }) },
            target: 'loading',
            actions: 'forgetSent',
          },
          {
            guard: { type: 'skipped', params: ({ event }) => ({ outcome: event.output }) },
            target: 'loading',
            actions: 'stopSending',
          },
          {
            guard: { type: 'worthRetrying', params: ({ event }) => ({ outcome: event.output }) },
            target: 'waiting',
            actions: {
              type: 'countFailure',
              params: ({ event }) => ({
                retryAfterMs:
                  event.output.kind === 'failed' ? (event.output.retryAfterMs ?? null) : null,
              }),
            },
          },
          {
            target: 'loading',
            actions: {
              type: 'markRefused',
              params: ({ event }) => ({
                message: event.output.kind === 'failed' ? event.output.message : '',
              }),
            },
          },
        ],
        onError: {
          target: 'waiting',
          actions: { type: 'countFailure', params: { retryAfterMs: null } },
        },
      },
    },

    waiting: {
      after: { backoff: 'loading' },
      always: { guard: 'reloadWanted', target: 'loading' },
      on: on('loading'),
    },
  },
});
