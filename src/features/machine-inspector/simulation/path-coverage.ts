import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ownTransitions, transitionId } from '../shared/statechart-model.ts';

/** Every path is replayed on a sandbox copy; eventless and timer transitions count too. */

export interface ReplayablePath {
  steps: readonly { event: EventObject; state: { value: unknown } }[];
  state: { value: unknown };
}

export interface ReplayableGroup {
  input: unknown;
  paths: readonly ReplayablePath[];
}

/** A transition no path takes is present with 0. */
export type PathCoverage = Record<string, number>;

export function pathCoverage(
  machine: AnyStateMachine,
  groups: readonly ReplayableGroup[],
): PathCoverage {
  const sandbox = sandboxMachine(machine);
  const ids = new Map<AnyTransitionDefinition, string>();
  for (const node of [sandbox.root, ...getStateNodes(sandbox.root)]) {
    ownTransitions(node).forEach((t, index) => ids.set(t, transitionId(node, index)));
  }
  const walks: PathCoverage = Object.fromEntries([...ids.values()].map((id) => [id, 0]));

  for (const group of groups) {
    for (const path of group.paths) {
      const walked = new Set<string>();
      const actor = createActor(sandbox, {
        input: group.input,
        clock: new SimulatedClock(),
        inspect: (inspection) => {
          if (
            inspection.type !== '@xstate.microstep' ||
            (inspection.actorRef as { logic?: unknown }).logic !== sandbox
          )
            return;
          for (const t of inspection._transitions) {
            const id = ids.get(t);
            if (id) walked.add(id);
          }
        },
      });
      actor.start();
      // The first step is the initial state (xstate.init), already entered by start().
      for (const step of path.steps.slice(1)) actor.send(step.event);
      const reached = JSON.stringify(actor.getSnapshot().value);
      actor.stop();
      if (reached !== JSON.stringify(path.state.value)) {
        throw new Error(
          `${machine.id}: a replayed test path ended in ${reached}, not ${JSON.stringify(path.state.value)}`,
        );
      }
      for (const id of walked) walks[id] = (walks[id] ?? 0) + 1;
    }
  }
  return walks;
}

/**
 * What an actor would answer is sent to the copy as its `xstate.done.actor.*` or
 * `xstate.error.actor.*` event.
 */

const silent = fromPromise<never>(() => new Promise<never>(() => undefined));

export function sandboxMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, silent]),
  );
  // Plain-action effects (the outbox's storage writes) do nothing here; built-in actions carry a
  // `type` and stay.
  const effects = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => typeof action === 'function' && !('type' in action))
      .map(([name]) => [name, () => undefined]),
  );
  // Each actor's own type is the machine's business; a silent actor stands for any of them.
  return machine.provide({ actors, actions: effects } as never) as TMachine;
}
