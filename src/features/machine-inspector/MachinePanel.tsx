import { useMemo, useState } from 'react';
import { machinesCopy as copy } from './copy';
import type { InspectedMachine, PathSummary } from './inspected-machines';
import { MachineTextAlternative } from './MachineTextAlternative';
import { pathHighlight } from './path-highlight';
import { PathList } from './PathList';
import { StatechartDiagram } from './Statechart';
import { layoutStatechart } from './statechart-layout';
import { activeStateIds, readStatechart, stateValueText } from './statechart-model';
import type { LiveState } from './use-machine-channel';
import * as styles from './machines.css';

const EMPTY: ReadonlySet<string> = new Set();

/** One machine: its current state, diagram, text alternative and test paths. */
export function MachinePanel({ machine, live }: { machine: InspectedMachine; live: LiveState | undefined }) {
  const chart = useMemo(() => readStatechart(machine.machine), [machine]);
  const layout = useMemo(() => layoutStatechart(chart), [chart]);
  const [selected, setSelected] = useState<PathSummary | null>(null);
  const path = useMemo(() => (selected ? pathHighlight(machine.machine, chart, selected) : null), [selected, machine, chart]);
  const running = live && !live.stopped;
  const active = useMemo(() => (running ? activeStateIds(machine.machine, live.value) : EMPTY), [running, live, machine]);
  const headingId = `${machine.id}-heading`;

  const currentText = !live ? copy.noActor : live.stopped ? `${stateValueText(live.value)} (${copy.stoppedActor})` : stateValueText(live.value);

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-machine={machine.id}>
      <h2 id={headingId} className={styles.heading}>
        {machine.title}
      </h2>
      <p className={styles.current} role="status" data-current-state={machine.id}>
        {copy.currentState}: {currentText}
      </p>
      <div className={styles.diagramScroll} tabIndex={0} role="region" aria-label={copy.diagramTitle(machine.title)}>
        <StatechartDiagram
          machineId={machine.id}
          title={copy.diagramTitle(machine.title)}
          chart={chart}
          layout={layout}
          highlight={{ active, pathStates: path?.states ?? EMPTY, pathTransitions: path?.transitions ?? EMPTY }}
        />
      </div>
      <MachineTextAlternative title={machine.title} chart={chart} active={active} />
      <PathList machine={machine} selected={selected} onSelect={setSelected} />
    </section>
  );
}
