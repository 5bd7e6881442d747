import { useMemo, useState } from 'react';
import { ActorList } from './ActorList';
import { machinesCopy as copy } from './copy';
import { requestCoverage } from './coverage/request-coverage';
import { UnwalkedTransitions } from './coverage/UnwalkedTransitions';
import { DiagramViewport } from './diagram/DiagramViewport';
import type { InspectedMachine, PathSummary } from './inspected-machines';
import { layoutStatechart } from './layout/layout-cache';
import { MachineTextAlternative } from './MachineTextAlternative';
import { pathHighlight, transitionsTaken } from './path-highlight';
import { PathList } from './PathList';
import { SimulationPanel } from './simulation/SimulationPanel';
import { activeStateIds, readStatechart, stateValueText, subchart } from './statechart-model';
import { useAsyncValue } from './use-async-value';
import type { LiveActor } from './use-machine-channel';
import * as styles from './machines.css';

const EMPTY: ReadonlySet<string> = new Set();

/** The actor to show: the one QA chose, else the most recently active one still running. */
function followedActor(
  actors: readonly LiveActor[],
  chosenId: string | undefined,
): LiveActor | undefined {
  const chosen = actors.find((actor) => actor.actorId === chosenId);
  if (chosen) return chosen;
  const byRecency = [...actors].sort((a, b) => b.at - a.at);
  return byRecency.find((actor) => !actor.stopped) ?? byRecency[0];
}

/** One machine: its live actors, diagram, text alternative, coverage, test paths and simulation. */
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
