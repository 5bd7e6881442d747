import { useMemo, useState, useEffect } from 'react';
import { machinesCopy as copy } from './shared/copy.ts';
import { requestCoverage, UnwalkedTransitions } from './simulation/coverage.tsx';
import { DiagramViewport } from './diagram/DiagramViewport.tsx';
import {
  pathHighlight,
  transitionsTaken,
  summarizePaths,
  type InspectedMachine,
  type PathSummary,
} from './shared/inspected-machines.ts';
import { layoutStatechart } from './diagram/diagram-layout.ts';
import { MachineTextAlternative } from './MachineTextAlternative.tsx';
import { SimulationPanel } from './simulation/SimulationPanel.tsx';
import {
  activeStateIds,
  readStatechart,
  stateValueText,
  subchart,
} from './shared/statechart-model.ts';
import type { LiveActor } from './use-machine-channel.ts';
import * as styles from './shared/machines.css.ts';

const EMPTY: ReadonlySet<string> = new Set();

function followedActor(
  actors: readonly LiveActor[],
  chosenId: string | undefined,
): LiveActor | undefined {
  const chosen = actors.find((actor) => actor.actorId === chosenId);
  if (chosen) return chosen;
  const byRecency = [...actors].sort((a, b) => b.at - a.at);
  return byRecency.find((actor) => !actor.stopped) ?? byRecency[0];
}

export function MachinePanel({
  machine,
  actors,
}: {
  machine: InspectedMachine;
  actors: readonly LiveActor[];
}) {
  const chart = useMemo(() => readStatechart(machine.machine), [machine]);
  const [openedStateId, setOpenedStateId] = useState<string | null>(null);
  // 'Abrir este estado': one compound state drawn alone, laid out on its own.
  const drawn = useMemo(
    () => (openedStateId ? subchart(chart, openedStateId) : null) ?? chart,
    [chart, openedStateId],
  );
  const layout = useAsyncValue(drawn, layoutStatechart);
  const coverage = useAsyncValue(machine.id, requestCoverage);
  const [chosenActorId, setChosenActorId] = useState<string>();
  const [selectedPath, setSelectedPath] = useState<PathSummary | null>(null);
  const path = useMemo(
    () => (selectedPath ? pathHighlight(machine.machine, chart, selectedPath) : null),
    [selectedPath, machine, chart],
  );

  const live = followedActor(actors, chosenActorId);
  const running = live !== undefined && !live.stopped;
  const active = useMemo(
    () => (running ? activeStateIds(machine.machine, live.value) : EMPTY),
    [running, live, machine],
  );
  const lastTransitions = useMemo(
    () =>
      running && live.previousValue !== null
        ? transitionsTaken(
            machine.machine,
            chart,
            live.previousValue,
            live.lastEventType,
            live.value,
          )
        : EMPTY,
    [running, live, machine, chart],
  );
  const headingId = `${machine.id}-heading`;
  const currentText = !live
    ? copy.noActor
    : live.stopped
      ? `${stateValueText(live.value)} (${copy.stoppedActor})`
      : stateValueText(live.value);
  const walks = coverage.status === 'ready' ? coverage.value : undefined;

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-machine={machine.id}>
      <h2 id={headingId} className={styles.heading}>
        {machine.title}
      </h2>
      <p className={styles.current} role="status" data-current-state={machine.id}>
        {copy.currentState}: {currentText}
      </p>
      {running ? <p className={styles.lastEvent}>{copy.lastEvent(live.lastEventType)}</p> : null}
      <ActorList
        machineId={machine.id}
        actors={actors}
        selectedId={live?.actorId}
        onSelect={setChosenActorId}
      />
      <div className={styles.workbench}>
        {layout.status === 'ready' ? (
          <DiagramViewport
            machineId={machine.id}
            title={copy.diagramTitle(machine.title)}
            chart={drawn}
            layout={layout.value}
            highlight={{
              active,
              lastTransitions,
              pathStates: path?.states ?? EMPTY,
              pathTransitions: path?.transitions ?? EMPTY,
            }}
            coverage={walks}
            onOpenState={setOpenedStateId}
            openedState={drawn === chart ? null : drawn.root.key}
            onShowWhole={() => setOpenedStateId(null)}
          />
        ) : (
          <p role={layout.status === 'failed' ? 'alert' : undefined}>
            {layout.status === 'failed' ? copy.layoutFailed : copy.layoutPending}
          </p>
        )}
        <div className={styles.workbenchSide}>
          <SimulationPanel machine={machine} />
        </div>
      </div>
      <MachineTextAlternative
        title={machine.title}
        chart={chart}
        active={active}
        coverage={walks}
      />
      <UnwalkedTransitions chart={chart} coverage={coverage} />
      <PathList machine={machine} selected={selectedPath} onSelect={setSelectedPath} />
    </section>
  );
}

export function ActorList({
  machineId,
  actors,
  selectedId,
  onSelect,
}: {
  machineId: string;
  actors: readonly LiveActor[];
  selectedId: string | undefined;
  onSelect: (actorId: string) => void;
}) {
  if (actors.length === 0) return null;
  const headingId = `${machineId}-actors-heading`;
  return (
    <div>
      <h3 id={headingId} className={styles.subheading}>
        {copy.actorsHeading} ({actors.filter((actor) => !actor.stopped).length})
      </h3>
      <ul className={styles.pathList} aria-labelledby={headingId}>
        {actors.map((actor) => (
          <li key={actor.actorId}>
            <button
              type="button"
              className={styles.pathButton}
              aria-pressed={actor.actorId === selectedId}
              onClick={() => onSelect(actor.actorId)}
            >
              {copy.actorName(actor.actorId, actor.subject)}: {stateValueText(actor.value)}
              {actor.stopped ? ` (${copy.stoppedActor})` : ''}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PathList({
  machine,
  selected,
  onSelect,
}: {
  machine: InspectedMachine;
  selected: PathSummary | null;
  onSelect: (path: PathSummary | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => (open ? summarizePaths(machine.pathGroups()) : []), [open, machine]);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{copy.pathsHeading}</summary>
      <p>{copy.pathsHint}</p>
      {selected ? (
        <button type="button" className={styles.toolbarButton} onClick={() => onSelect(null)}>
          {copy.clearPath}
        </button>
      ) : null}
      {groups.map((group) => (
        <details key={group.title} className={styles.pathGroup}>
          <summary className={styles.summary}>
            {group.title} ({group.paths.length})
          </summary>
          <ol className={styles.pathList}>
            {group.paths.map((path, index) => (
              <li key={`${group.title}-${index}`}>
                <button
                  type="button"
                  className={styles.pathButton}
                  aria-pressed={selected === path}
                  onClick={() => onSelect(selected === path ? null : path)}
                >
                  {path.label}
                </button>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </details>
  );
}

export type AsyncValue<T> =
  { status: 'pending' } | { status: 'ready'; value: T } | { status: 'failed' };

export function useAsyncValue<K, T>(key: K, load: (key: K) => Promise<T>): AsyncValue<T> {
  const [state, setState] = useState<{ key: K; value: AsyncValue<T> }>({
    key,
    value: { status: 'pending' },
  });
  useEffect(() => {
    let current = true;
    load(key).then(
      (value) => current && setState({ key, value: { status: 'ready', value } }),
      () => current && setState({ key, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  return state.key === key ? state.value : { status: 'pending' };
}
