import { expect } from 'vitest';
import {
  fromCallback,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath, type TraversalOptions } from 'xstate/graph';
import type {
  EndResult,
  RecordDeliveryInput,
  VoucherDelivery,
  VoucherDeliveryEvent,
  VoucherItem,
} from '../../machines/voucher-delivery.machine';

/**
 * Shared by the donation-flow and voucher-delivery path tests: fakes that answer when told,
 * coverage of states and transitions, and the graph paths (shortest path to every state and
 * to every edge) that the tests replay on live actors.
 */

export const failure = new Error('failed');

/** Events that actors produce inside the machine; XState's types name only outside events. */
export const internal = <E extends EventObject>(event: EventObject) => event as unknown as E;
export const done = <E extends EventObject>(id: string, output: unknown) =>
  internal<E>({ type: `xstate.done.actor.${id}`, output, actorId: id } as EventObject);
export const error = <E extends EventObject>(id: string) =>
  internal<E>({ type: `xstate.error.actor.${id}`, error: failure, actorId: id } as EventObject);

export const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
export const position = { lat: -22.98, lon: -43.24 };

export const deliveredTo: VoucherDelivery = {
  delivered: true,
  receivedName: 'Josefa Ribeiro',
  receivedCpf: '85296374100',
  receivedContactNumber: '(21) 98765-4321',
  receivedEmail: null,
  photo,
  invoice: null,
};
export const notDelivered: VoucherDelivery = { delivered: false, leaderComment: 'Família mudou de endereço.' };

export const threeVouchers = (): VoucherItem[] => [
  { voucherId: 'V1', position: 1, status: 1 },
  { voucherId: 'V2', position: 2, status: 1 },
  { voucherId: 'V3', position: 3, status: 1 },
];

/** The events the traversal may send to the voucher-delivery machine. */
export function voucherEvents(voucherIds: readonly string[]): VoucherDeliveryEvent[] {
  return [
    ...voucherIds.map((voucherId) => ({ type: 'VOUCHER.OPEN', voucherId }) as const),
    { type: 'VOUCHER.CLOSE' },
    { type: 'DELIVERY.SUBMIT', delivery: deliveredTo, position },
    { type: 'DELIVERY.SUBMIT', delivery: notDelivered, position },
    { type: 'UPLOAD.PROGRESS', loaded: 50, total: 100 },
    { type: 'DELIVERY.RECORDED' },
    { type: 'DELIVERY.FAILED', message: 'Este cartão já tem outra entrega registrada.' },
    error('recordDelivery'),
    { type: 'DELIVERY.FINISH' },
    { type: 'THANKS.CONFIRM' },
    { type: 'THANKS.CANCEL' },
    done('endDonation', { ok: true } satisfies EndResult),
    done('endDonation', { ok: false, message: 'Ainda há cartões sem entrega registrada.' } satisfies EndResult),
    error('endDonation'),
    { type: 'FAILURE.DISMISS' },
  ];
}

type Pending = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Actors that wait for the test: promise actors answer with `answer(id, …)`; callback actors
 * record their input (what they would send), and their reports are sent as events by the test.
 */
export function controlledActors() {
  const waiting = new Map<string, Pending[]>();
  const started: Record<string, unknown[]> = {};
  function promiseActor<T, I>(name: string) {
    return fromPromise<T, I>(({ input }) => {
      (started[name] ??= []).push(input);
      return new Promise<T>((resolve, reject) => {
        const queue = waiting.get(name) ?? [];
        queue.push({ resolve: (output) => resolve(output as T), reject });
        waiting.set(name, queue);
      });
    });
  }
  function callbackActor<I>(name: string) {
    return fromCallback<AnyEventObject, I>(({ input }) => {
      (started[name] ??= []).push(input);
    });
  }
  return {
    started,
    isWaiting: (name: string) => (waiting.get(name)?.length ?? 0) > 0,
    answer(name: string, outcome: { output: unknown } | { error: unknown }) {
      const pending = waiting.get(name)?.pop();
      if (!pending) throw new Error(`the machine is not waiting for ${name}`);
      if ('output' in outcome) pending.resolve(outcome.output);
      else pending.reject(outcome.error);
    },
    promiseActor,
    callbackActor,
    voucherActors: {
      recordDelivery: callbackActor<RecordDeliveryInput>('recordDelivery'),
      endDonation: promiseActor<EndResult, { donationId: string }>('endDonation'),
    },
  };
}

export type ControlledActors = ReturnType<typeof controlledActors>;

/** Lets promise callbacks (and the machine's reactions to them) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

const transitionKey = (t: AnyTransitionDefinition) =>
  `${t.source.id} ${t.eventType || '(always)'} -> ${(t.target ?? []).map((node) => node.id).join(',') || '(self)'}`;

function stateValueOf(path: readonly string[]): string | Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('the root has no path');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest) };
}

/** Records which states were entered and which transitions were taken by the machine's actor. */
export function coverageOf(machine: AnyStateMachine) {
  const nodes = getStateNodes(machine.root);
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  const taken = new Set<string>();
  const reached = new Set<string>();
  return {
    inspect(event: InspectionEvent) {
      // By id: a provided machine is another object with the same states.
      if (event.type !== '@xstate.microstep') return;
      if ((event.actorRef as { logic?: { id?: string } }).logic?.id !== machine.id) return;
      for (const transition of event._transitions) {
        taken.add(transitionKey(transition));
        // A transient state (only `always` transitions) is never a snapshot of its own.
        reached.add(transition.source.id);
      }
      const snapshot = event.snapshot as SnapshotFrom<AnyStateMachine>;
      for (const node of nodes) if (snapshot.matches(stateValueOf(node.path) as never)) reached.add(node.id);
    },
    expectComplete() {
      expect(transitions.map(transitionKey).filter((key) => !taken.has(key))).toEqual([]);
      expect(nodes.map((node) => node.id).filter((id) => !reached.has(id))).toEqual([]);
    },
  };
}

/** Shortest paths to every state, and to every edge followed by that edge. */
export function graphPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TraversalOptions<ReturnType<TMachine['transition']>, EventFromLogic<TMachine>, InputFrom<TMachine>>,
  serialize: (snapshot: ReturnType<TMachine['transition']>) => string,
) {
  type Snapshot = ReturnType<TMachine['transition']>;
  type Path = StatePath<Snapshot, EventFromLogic<TMachine>>;
  const shortest: Path[] = getShortestPaths(machine, options);
  const bySerial = new Map(shortest.map((path) => [serialize(path.state), path]));
  // getAdjacencyMap is typed for any machine snapshot; these are this machine's snapshots.
  const adjacency = adjacencyMapToArray(getAdjacencyMap(machine, options as never)) as unknown as {
    state: Snapshot;
    event: EventFromLogic<TMachine>;
    nextState: Snapshot;
  }[];
  const edges: Path[] = adjacency.map(({ state, event, nextState }) => {
    const prefix = bySerial.get(serialize(state));
    if (!prefix) throw new Error(`no shortest path to ${serialize(state)}`);
    return { state: nextState, weight: prefix.weight + 1, steps: [...prefix.steps, { event, state: nextState }] };
  });
  return { shortest, edges };
}

export const describePath = (path: StatePath<SnapshotFrom<AnyStateMachine>, EventObject>) =>
  `${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' › ')} ⇒ ${JSON.stringify(path.state.value)}`;

const ACTOR_ANSWER = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * How a replay feeds one step to the live actor: promise actors are answered; everything
 * else (outside events, callback reports, a callback actor's error) is sent as the event.
 */
export function feed(
  actor: { send: (event: never) => void },
  fakes: ControlledActors,
  event: EventObject,
): void {
  const answer = ACTOR_ANSWER.exec(event.type);
  const id = answer?.[2];
  if (answer && id && fakes.isWaiting(id)) {
    const { output, error: reason } = event as { output?: unknown; error?: unknown };
    fakes.answer(id, answer[1] === 'done' ? { output } : { error: reason });
    return;
  }
  actor.send(event as never);
}
