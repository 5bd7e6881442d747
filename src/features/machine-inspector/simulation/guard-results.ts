import {
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { guardLabel } from '../statechart-model';

/**
 * What each guard on an event's transitions says in the current snapshot, evaluated the way
 * XState evaluates it: a named guard from the machine's implementations with its params, an
 * inline function, or a combinator (not/and/or) whose own `check` evaluates its parts.
 */

type Guard = NonNullable<AnyTransitionDefinition['guard']>;
type GuardArgs = { context: unknown; event: EventObject };
type GuardFunction = ((args: GuardArgs, params: unknown) => boolean) & {
  check?: (snapshot: AnyMachineSnapshot, args: GuardArgs, guard: unknown) => boolean;
};

export interface GuardResult {
  guard: string;
  passed: boolean;
  /** Where the transition goes: target state keys, or the source's when it has none. */
  target: string;
}

function evaluate(guard: Guard, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const args: GuardArgs = { context: snapshot.context, event };
  const named = typeof guard === 'string' ? guard : typeof guard === 'object' ? guard.type : null;
  const implementation = (
    named === null
      ? guard
      : (snapshot.machine.implementations.guards as Record<string, unknown>)[named]
  ) as GuardFunction | undefined;
  if (!implementation) throw new Error(`guard ${String(named)} is not implemented`);
  if (implementation.check) return implementation.check(snapshot, args, implementation);
  const params: unknown =
    typeof guard === 'object' && 'params' in guard
      ? typeof guard.params === 'function'
        ? (guard.params as (a: GuardArgs) => unknown)(args)
        : guard.params
      : undefined;
  return implementation(args, params);
}

export function guardResults(snapshot: AnyMachineSnapshot, event: EventObject): GuardResult[] {
  return getNextTransitions(snapshot)
    .filter((t) => t.eventType === event.type && t.guard !== undefined)
    .map((t) => ({
      guard: guardLabel(t.guard as never) ?? '',
      passed: evaluate(t.guard as Guard, snapshot, event),
      target: (t.target ?? [t.source]).map((node) => node.key).join(', '),
    }));
}
