import { useEffect, useState } from 'react';
import {
  SimulatedClock,
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { T0 } from '#machines/session.paths.ts';
import type { InspectedMachine } from '../inspected-machines';
import { sandboxMachine } from './sandbox-machine';

/**
 * A sandbox actor of one machine on a SimulatedClock: its services are silent stand-ins, its
 * ports store nothing, and it is not published to the live view. QA sends it events and moves
 * its clock; timers fire exactly when the simulated time reaches them.
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
