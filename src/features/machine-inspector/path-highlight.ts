import type { AnyStateMachine } from 'xstate';
import type { PathSummary } from './inspected-machines';
import { activeStateIds, type Statechart } from './statechart-model';

/** The states a test path passes through and the transitions its events take. */
export function pathHighlight(machine: AnyStateMachine, chart: Statechart, path: PathSummary) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  let previous: Set<string> | null = null;
  for (const step of path.steps) {
    const current = activeStateIds(machine, step.value);
    for (const id of current) states.add(id);
    if (previous) {
      const before = previous;
      for (const t of chart.transitions) {
        if (t.eventType !== step.eventType || !before.has(t.sourceId)) continue;
        if (t.targetIds.length === 0 || t.targetIds.some((id) => current.has(id))) transitions.add(t.id);
      }
    }
    previous = current;
  }
  return { states, transitions };
}
