import type { EventObject } from 'xstate';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { machinesCopy as copy } from '../copy';
import type { InspectedMachine } from '../inspected-machines';
import { eventLabel, stateValueText } from '../statechart-model';
import * as styles from '../machines.css';
import { guardResults } from './guard-results';
import { payloadSummary } from './payload-summary';
import { useSimulation } from './use-simulation';

/** QA's sandbox of one machine: its state, the events enabled now (with guards) and the clock. */

const MINUTE = 60_000;
const ADVANCES = [
  ['+5 min', 5 * MINUTE],
  ['+1 h', 60 * MINUTE],
  ['+24 h', 24 * 60 * MINUTE],
] as const;

const clockText = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `${formatDate(iso)} ${formatTime(iso)}`;
};

function EventChoice({
  event,
  guards,
  onSend,
}: {
  event: EventObject;
  guards: ReturnType<typeof guardResults>;
  onSend: () => void;
}) {
  const payload = payloadSummary(event);
  return (
    <li className={styles.eventChoice}>
      <button type="button" className={styles.pathButton} onClick={onSend}>
        {eventLabel(event.type)}
        {payload ? ` (${payload})` : ''}
      </button>
      {guards.length > 0 ? (
        <ul className={styles.guardList}>
          {guards.map((result, index) => (
            <li key={index} data-guard-passed={result.passed}>
              {result.passed ? '✓' : '✗'} {copy.guardResult(result.guard, result.passed)} →{' '}
              {result.target}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function SimulationPanel({ machine }: { machine: InspectedMachine }) {
  const { snapshot, now, steps, events, send, advance, restart } = useSimulation(machine);
  const headingId = `${machine.id}-simulation-heading`;
  if (!snapshot) return null;
  return (
    <section className={styles.simulation} aria-labelledby={headingId} data-simulation={machine.id}>
      <h3 id={headingId} className={styles.subheading}>
        {copy.simulationHeading}
      </h3>
      <p>{copy.simulationHint}</p>
      <p role="status" className={styles.current}>
        {copy.simulationState}: {stateValueText(snapshot.value)}
        {snapshot.status === 'done' ? ` ${copy.finalState}` : ''}
      </p>
      <p>
        {copy.simulationClock}: <time dateTime={new Date(now).toISOString()}>{clockText(now)}</time>
      </p>
      <div className={styles.toolbar} role="group" aria-label={copy.simulationTime}>
        {ADVANCES.map(([label, ms]) => (
          <button
            key={label}
            type="button"
            className={styles.toolbarButton}
            onClick={() => advance(ms)}
          >
            {copy.advance[label]}
          </button>
        ))}
        <button type="button" className={styles.toolbarButton} onClick={restart}>
          {copy.simulationRestart}
        </button>
      </div>
      <h4 className={styles.minorHeading}>{copy.simulationEvents}</h4>
      {events.length === 0 ? (
        <p>{copy.simulationNoEvents}</p>
      ) : (
        <ul className={styles.eventChoices}>
          {events.map((event, index) => (
            <EventChoice
              key={`${event.type}-${index}`}
              event={event}
              guards={guardResults(snapshot, event)}
              onSend={() => send(event)}
            />
          ))}
        </ul>
      )}
      <details>
        <summary className={styles.summary}>{copy.simulationLog}</summary>
        <ol className={styles.pathList}>
          {steps.map((step) => (
            <li key={step.key}>
              {clockText(step.at)} · {eventLabel(step.eventType)} → {stateValueText(step.value)}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
