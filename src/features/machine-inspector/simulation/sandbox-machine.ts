import { fromPromise, type AnyStateMachine } from 'xstate';

/**
 * A copy of a machine whose invoked actors never answer and touch nothing: no request leaves,
 * nothing is stored. What an actor would answer is sent to the copy as its `xstate.done.actor.*`
 * or `xstate.error.actor.*` event instead (by QA in the simulation, by the replayed test path
 * in the coverage count).
 */

const silent = fromPromise<never>(() => new Promise<never>(() => undefined));

export function sandboxMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, silent]));
  // Each actor's own type is the machine's business; a silent actor stands for any of them.
  return machine.provide({ actors } as never) as TMachine;
}
