import { Screen } from '#src/ui/Screen.tsx';
import { machinesCopy as copy } from './shared/copy.ts';
import { inspectedMachines, type InspectedMachine } from './shared/inspected-machines.ts';
import { MachinePanel } from './MachinePanel.tsx';
import { useMachineChannel, clockTime, type LogEntry } from './use-machine-channel.ts';
import * as styles from './shared/machines.css.ts';
import { downloadFile } from '#src/ui/download-file.ts';
import { stateValueText } from './shared/statechart-model.ts';

const NO_ACTORS = [] as const;

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

/** One object per event, oldest first, times in ISO-8601. */
export function eventLogJson(log: readonly LogEntry[]): string {
  const entries = [...log]
    .reverse()
    .map(({ at, machineId, actorId, subject, eventType, value }) => ({
      at: new Date(at).toISOString(),
      machineId,
      actorId,
      ...(subject ? { subject } : {}),
      eventType,
      value,
    }));
  return JSON.stringify(entries, null, 2);
}

export function EventLog({
  log,
  machines,
  onClear,
}: {
  log: LogEntry[];
  machines: readonly InspectedMachine[];
  onClear: () => void;
}) {
  const title = (id: string) => machines.find((m) => m.id === id)?.title ?? id;
  return (
    <section className={styles.panel} aria-labelledby="machines-log-heading">
      <h2 id="machines-log-heading" className={styles.heading}>
        {copy.logHeading}
      </h2>
      {log.length === 0 ? (
        <p>{copy.logEmpty}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={styles.toolbarButton}
              onClick={() =>
                downloadFile('registro-de-eventos.json', 'application/json', eventLogJson(log))
              }
            >
              {copy.exportLog}
            </button>
            <button type="button" className={styles.toolbarButton} onClick={onClear}>
              {copy.clearLog}
            </button>
          </div>
          <div className={styles.scroll} tabIndex={0} role="region" aria-label={copy.logHeading}>
            <table className={styles.table} data-testid="machines-event-log">
              <thead>
                <tr>
                  <th scope="col">{copy.logColumns.time}</th>
                  <th scope="col">{copy.logColumns.machine}</th>
                  <th scope="col">{copy.logColumnsActor}</th>
                  <th scope="col">{copy.logColumns.event}</th>
                  <th scope="col">{copy.logColumns.state}</th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry) => (
                  <tr key={entry.key}>
                    <td>{clockTime(entry.at)}</td>
                    <td>{title(entry.machineId)}</td>
                    <td>{copy.actorName(entry.actorId, entry.subject)}</td>
                    <td>{entry.eventType}</td>
                    <td>{stateValueText(entry.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
