import type { AnyStateMachine } from 'xstate';
import type { PathSummary } from './inspected-machines';
import { activeStateIds, type Statechart } from './statechart-model';

/** How many eventless steps through transient states (like a 'routing' state) are followed. */
const MAX_EVENTLESS_STEPS = 3;

/**
 * The transitions an event took between two state values: from a state active before, on the
 * event's type, into a state active after (or staying, for a transition without a target),
 * possibly through transient states left at once by eventless transitions. Read from the values
 * alone, as the page receives them (no context, so guards are not re-evaluated).
 */
export function transitionsTaken(
  machine: AnyStateMachine,
  chart: Statechart,
  before: unknown,
  eventType: string,
  after: unknown,
): Set<string> {
  const to = activeStateIds(machine, after);
  const taken = new Set<string>();
  const follow = (sources: ReadonlySet<string>, type: string, depth: number): boolean => {
    let reached = false;
    for (const t of chart.transitions) {
      if (t.eventType !== type || !sources.has(t.sourceId)) continue;
      const arrives = t.targetIds.length === 0 || t.targetIds.some((id) => to.has(id));
      const passesThrough =
        !arrives && depth < MAX_EVENTLESS_STEPS && follow(new Set(t.targetIds), '', depth + 1);
      if (arrives || passesThrough) {
        taken.add(t.id);
        reached = true;
      }
    }
    return reached;
  };
  follow(activeStateIds(machine, before), eventType, 0);
  return taken;
}

/** The states a test path passes through and the transitions its events take. */
export function pathHighlight(machine: AnyStateMachine, chart: Statechart, path: PathSummary) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  path.steps.forEach((step, index) => {
    for (const id of activeStateIds(machine, step.value)) states.add(id);
    const previous = path.steps[index - 1];
    if (previous)
      for (const id of transitionsTaken(machine, chart, previous.value, step.eventType, step.value))
        transitions.add(id);
  });
  return { states, transitions };
}
