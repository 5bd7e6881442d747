import { fromPromise, type AnyStateMachine } from 'xstate';

/**
 * A copy of a machine whose invoked actors never answer and touch nothing: no request leaves,
 * nothing is stored. What an actor would answer is sent to the copy as its `xstate.done.actor.*`
 * or `xstate.error.actor.*` event instead (by QA in the simulation, by the replayed test path
 * in the coverage count).
 */

const silent = fromPromise<never>(() => new Promise<never>(() => undefined));

export function sandboxMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, silent]),
  );
  // Effects written as plain actions (the outbox's storage writes) do nothing here; built-in
  // actions (assign, raise…) carry a `type` and stay.
  const effects = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => typeof action === 'function' && !('type' in action))
      .map(([name]) => [name, () => undefined]),
  );
  // Each actor's own type is the machine's business; a silent actor stands for any of them.
  return machine.provide({ actors, actions: effects } as never) as TMachine;
}
