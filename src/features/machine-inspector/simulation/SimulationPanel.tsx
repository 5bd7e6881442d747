import {
  SimulatedClock,
  createActor,
  getNextTransitions,
  type EventObject,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
} from 'xstate';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { machinesCopy as copy } from '../shared/copy.ts';
import type { InspectedMachine } from '../shared/inspected-machines.ts';
import { eventLabel, stateValueText, guardLabel } from '../shared/statechart-model.ts';
import * as styles from '../shared/machines.css.ts';
import { useEffect, useState } from 'react';
import { T0 } from '#machines/session.paths.ts';
import { sandboxMachine } from './path-coverage.ts';

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

/**
 * Its services are silent stand-ins and its deps store nothing; timers fire when the simulated
 * time reaches them.
 */

export interface SimulationStep {
  key: number;
  at: number;
  eventType: string;
  value: unknown;
}

const MAX_STEPS = 50;

interface Sandbox {
  actor: AnyActorRef;
  clock: SimulatedClock;
}

function startSandbox(
  inspected: InspectedMachine,
  record: (step: Omit<SimulationStep, 'key'>) => void,
): Sandbox {
  const clock = new SimulatedClock();
  // The path models date their answers (stored sessions, tokens) at T0: the clock starts there.
  clock.set(T0);
  const actor = createActor(sandboxMachine(inspected.machine), {
    input: inspected.simulation.input(() => clock.now()),
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actor) {
        record({
          at: clock.now(),
          eventType: inspection.event.type,
          value: (inspection.snapshot as AnyMachineSnapshot).value,
        });
      }
    },
  });
  actor.start();
  return { actor, clock };
}

export function useSimulation(inspected: InspectedMachine) {
  const [generation, setGeneration] = useState(0);
  const [sandbox, setSandbox] = useState<Sandbox | null>(null);
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null);
  const [steps, setSteps] = useState<SimulationStep[]>([]);
  const [now, setNow] = useState(T0);

  useEffect(() => {
    let key = 0;
    // The sandbox is an outside system this effect starts; its fresh log starts empty.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset with the sandbox it belongs to
    setSteps([]);
    const started = startSandbox(inspected, (step) => {
      key += 1;
      const entry = { key, ...step };
      setSteps((current) => [entry, ...current].slice(0, MAX_STEPS));
    });
    setSandbox(started);
    setSnapshot(started.actor.getSnapshot() as AnyMachineSnapshot);
    setNow(started.clock.now());
    const subscription = started.actor.subscribe((next) => setSnapshot(next as AnyMachineSnapshot));
    return () => {
      subscription.unsubscribe();
      started.actor.stop();
    };
  }, [inspected, generation]);

  return {
    snapshot,
    now,
    steps,
    events: snapshot ? inspected.simulation.events(snapshot) : [],
    send: (event: EventObject) => sandbox?.actor.send(event),
    advance: (ms: number) => {
      if (!sandbox) return;
      sandbox.clock.increment(ms);
      setNow(sandbox.clock.now());
    },
    restart: () => setGeneration((n) => n + 1),
  };
}

/**
 * Evaluated the way XState evaluates it: named guard with params, inline function, or combinator.
 */

type Guard = NonNullable<AnyTransitionDefinition['guard']>;
type GuardArgs = { context: unknown; event: EventObject };
type GuardFunction = ((args: GuardArgs, params: unknown) => boolean) & {
  check?: (snapshot: AnyMachineSnapshot, args: GuardArgs, guard: unknown) => boolean;
};

export interface GuardResult {
  guard: string;
  passed: boolean;
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

/** The payload's plain values, breadth first, without tokens. */

const MAX_VALUES = 6;
const LOOKS_LIKE_INSTANT = 1e12;

function valueText(value: unknown): string | null {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (value <= LOOKS_LIKE_INSTANT) return String(value);
    const iso = new Date(value).toISOString();
    return `${formatDate(iso)} ${formatTime(iso)}`;
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.length <= 24 ? value : null;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return 'arquivo';
  return null;
}

export function payloadSummary(event: object): string {
  const parts: string[] = [];
  const queue: [string, unknown][] = Object.entries(event).filter(
    ([key]) => key !== 'type' && key !== 'actorId',
  );
  while (queue.length > 0 && parts.length < MAX_VALUES) {
    const [key, value] = queue.shift()!;
    if (/token/i.test(key)) continue;
    const text = valueText(value);
    if (text !== null) parts.push(key === 'output' ? text : `${key}: ${text}`);
    else if (
      value &&
      typeof value === 'object' &&
      !(typeof Blob !== 'undefined' && value instanceof Blob)
    ) {
      queue.push(...Object.entries(value));
    }
  }
  return parts.join(', ');
}
