import { Screen } from '#src/ui/Screen.tsx';
import { machinesCopy as copy } from './copy';
import { EventLog } from './EventLog';
import { inspectedMachines } from './inspected-machines';
import { MachinePanel } from './MachinePanel';
import { useMachineChannel } from './use-machine-channel';
import * as styles from './machines.css';

const NO_ACTORS = [] as const;

/** /machines: every machine as a statechart, live, for QA (built in only with the inspector flag). */
export function MachinesScreen() {
  const { actors, log, clearLog } = useMachineChannel();
  return (
    <Screen title={copy.title} wide>
      <div className={styles.page}>
        <p className={styles.intro}>{copy.intro}</p>
        {inspectedMachines.map((machine) => (
          <MachinePanel
            key={machine.id}
            machine={machine}
            actors={actors[machine.id] ?? NO_ACTORS}
          />
        ))}
        <EventLog log={log} machines={inspectedMachines} onClear={clearLog} />
      </div>
    </Screen>
  );
}
