import type { SnapshotFrom } from 'xstate';
import type { TraversalOptions } from 'xstate/graph';
import { done, error, graphPaths, internal, type PathGroup } from './graph-paths.ts';
import type { OutboxCommand, SendOutcome } from './outbox-command.ts';
import { outboxMachine, type OutboxEvent, type OutboxInput } from './outbox.machine.ts';

type Snapshot = SnapshotFrom<typeof outboxMachine>;
export type OutboxPathGroup = PathGroup<Snapshot, OutboxEvent, OutboxInput>;

export const queueOfThree = (): OutboxCommand[] => [
  {
    id: 'c1',
    donationId: 'RJ-1',
    order: 1,
    attempts: 0,
    state: 'pending',
    failure: null,
    effect: { kind: 'receive', receivedQuantity: 3 },
  },
  {
    id: 'c2',
    donationId: 'RJ-1',
    order: 2,
    attempts: 0,
    state: 'pending',
    failure: null,
    effect: { kind: 'end' },
  },
  {
    id: 'c3',
    donationId: 'RJ-2',
    order: 3,
    attempts: 0,
    state: 'pending',
    failure: null,
    effect: { kind: 'end' },
  },
];

export const queueWithRefusal = (): OutboxCommand[] =>
  queueOfThree().map((command) =>
    command.id === 'c1'
      ? { ...command, state: 'failed', failure: 'A doação foi alterada.' }
      : command,
  );

export const REFUSAL_MESSAGE = 'Esta doação não está mais esperando recebimento.';
export const BACKOFF_EVENT = 'xstate.after.backoff.outbox.waiting';

export const outboxEvents: readonly OutboxEvent[] = [
  { type: 'START' },
  { type: 'ONLINE' },
  { type: 'VISIBLE' },
  { type: 'SYNC' },
  done('loadQueue', queueOfThree()),
  done('loadQueue', queueWithRefusal()),
  done('loadQueue', []),
  error('loadQueue'),
  done('sendCommand', { kind: 'sent' } satisfies SendOutcome),
  done('sendCommand', { kind: 'skipped' } satisfies SendOutcome),
  done('sendCommand', { kind: 'failed', status: 0, message: 'Sem conexão.' } satisfies SendOutcome),
  done('sendCommand', {
    kind: 'failed',
    status: 503,
    message: 'Serviço indisponível.',
  } satisfies SendOutcome),
  done('sendCommand', {
    kind: 'failed',
    status: 409,
    message: REFUSAL_MESSAGE,
  } satisfies SendOutcome),
  done('sendCommand', {
    kind: 'failed',
    status: 409,
    message: 'Este envio ainda está em processamento.',
    retryAfterMs: 2_000,
  } satisfies SendOutcome),
  error('sendCommand'),
  internal<OutboxEvent>({ type: BACKOFF_EVENT }),
  { type: 'RETRY', id: 'c1' },
  { type: 'DISCARD', id: 'c1' },
];

export function serializeOutbox(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    commands: context.commands.map((command) => `${command.id}:${command.state}`),
    sending: context.sendingId,
    // The streak only sets the backoff: more than two adds no state.
    failures: Math.min(context.failuresInARow, 2),
    reload: context.reloadWanted,
  });
}

export const outboxInput: OutboxInput = { random: () => 0.5 };

export function outboxTraversal(
  input: OutboxInput,
): TraversalOptions<Snapshot, OutboxEvent, OutboxInput> {
  return {
    input,
    events: (snapshot) => outboxEvents.filter((event) => snapshot.can(event)),
    serializeState: serializeOutbox,
  };
}

export function outboxPathGroups(): OutboxPathGroup[] {
  const { shortest, edges } = graphPaths(
    outboxMachine,
    outboxTraversal(outboxInput),
    serializeOutbox,
  );
  return [
    { title: 'shortest path to every state', input: outboxInput, paths: shortest },
    { title: 'every transition of the graph', input: outboxInput, paths: edges },
  ];
}
