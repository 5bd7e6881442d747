import type {
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  Snapshot,
  SnapshotFrom,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';

export interface PathGroup<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  TInput,
> {
  title: string;
  input: TInput;
  paths: StatePath<TSnapshot, TEvent>[];
}

export function graphPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TraversalOptions<
    ReturnType<TMachine['transition']>,
    EventFromLogic<TMachine>,
    InputFrom<TMachine>
  >,
  serialize: (snapshot: ReturnType<TMachine['transition']>) => string,
) {
  type Snapshot = ReturnType<TMachine['transition']>;
  type Path = StatePath<Snapshot, EventFromLogic<TMachine>>;
  const shortest: Path[] = getShortestPaths(machine, options);
  const bySerial = new Map(shortest.map((path) => [serialize(path.state), path]));
  // getAdjacencyMap is typed for any machine's snapshots; these are this machine's.
  const adjacency = adjacencyMapToArray(getAdjacencyMap(machine, options as never)) as unknown as {
    state: Snapshot;
    event: EventFromLogic<TMachine>;
    nextState: Snapshot;
  }[];
  const edges: Path[] = adjacency.map(({ state, event, nextState }) => {
    const prefix = bySerial.get(serialize(state));
    if (!prefix) throw new Error(`no shortest path to ${serialize(state)}`);
    return {
      state: nextState,
      weight: prefix.weight + 1,
      steps: [...prefix.steps, { event, state: nextState }],
    };
  });
  return { shortest, edges };
}

export const describePath = (path: StatePath<SnapshotFrom<AnyStateMachine>, EventObject>) =>
  `${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' › ')} ⇒ ${JSON.stringify(path.state.value)}`;

/** Events actors and timers produce inside a machine: XState's types name only outside events. */
export const internal = <E extends EventObject>(event: EventObject) => event as unknown as E;
export const graphFailure = new Error('failed');
export const done = <E extends EventObject>(id: string, output: unknown) =>
  internal<E>({ type: `xstate.done.actor.${id}`, output, actorId: id } as EventObject);
export const error = <E extends EventObject>(id: string) =>
  internal<E>({
    type: `xstate.error.actor.${id}`,
    error: graphFailure,
    actorId: id,
  } as EventObject);
