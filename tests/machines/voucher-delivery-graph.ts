import { expect } from 'vitest';
import {
  fromCallback,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { EndResult, RecordDeliveryInput } from '#machines/voucher-delivery.machine.ts';

/**
 * Shared by the donation-flow and voucher-delivery tests: fakes that answer when told and
 * coverage of states and transitions. The paths themselves (and the events' fixtures) are
 * generated in machines/*.paths.ts, which the /machines page uses too.
 */

export { done, error, graphFailure as failure } from '#machines/graph-paths.ts';
export {
  deliveredTo,
  notDelivered,
  photo,
  position,
  threeVouchers,
  voucherEvents,
} from '#machines/voucher-delivery.paths.ts';

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
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
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
      for (const node of nodes)
        if (snapshot.matches(stateValueOf(node.path) as never)) reached.add(node.id);
    },
    expectComplete() {
      expect(transitions.map(transitionKey).filter((key) => !taken.has(key))).toEqual([]);
      expect(nodes.map((node) => node.id).filter((id) => !reached.has(id))).toEqual([]);
    },
  };
}

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
