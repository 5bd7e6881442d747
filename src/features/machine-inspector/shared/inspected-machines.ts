import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { donationFlowMachine } from '#machines/donation-flow.machine.ts';
import {
  donationFlowInputs,
  donationFlowPathGroups,
  donationFlowTraversal,
} from '#machines/donation-flow.paths.ts';
import { describePath } from '#machines/graph-paths.ts';
import { sessionMachine, type SessionInput } from '#machines/session.machine.ts';
import { sessionGraphEvents, sessionPathGroups } from '#machines/session.paths.ts';
import { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import {
  voucherDeliveryInputs,
  voucherDeliveryPathGroups,
  voucherDeliveryTraversal,
} from '#machines/voucher-delivery.paths.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { outboxInput, outboxPathGroups, outboxTraversal } from '#machines/outbox.paths.ts';
import type { InspectedMachineId } from '#src/core/machine-messages.ts';
import { machinesCopy } from './copy.ts';
import type { ReplayableGroup } from '../simulation/path-coverage.ts';
import { activeStateIds, type Statechart } from './statechart-model.ts';

/** The path models' own events, so their payloads are the ones the tests use. */

export interface PathSummary {
  label: string;
  steps: { eventType: string; value: unknown }[];
}

export interface PathGroupSummary {
  title: string;
  paths: PathSummary[];
}

export interface PathGroupOfTests extends ReplayableGroup {
  title: string;
}

export interface SimulationSetup {
  input: (now: () => number) => unknown;
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
}

export interface InspectedMachine {
  id: InspectedMachineId;
  title: string;
  machine: AnyStateMachine;
  pathGroups: () => readonly PathGroupOfTests[];
  simulation: SimulationSetup;
}

export function summarizePaths(groups: readonly PathGroupOfTests[]): PathGroupSummary[] {
  return groups.map(({ title, paths }) => ({
    title,
    paths: paths.map((path) => ({
      label: describePath(path as never),
      steps: path.steps.map((step) => ({ eventType: step.event.type, value: step.state.value })),
    })),
  }));
}

function sandboxSessionPorts(now: () => number): SessionInput {
  return {
    now,
    storage: { load: () => null, save: () => undefined, clear: () => undefined },
    dataLayer: { push: () => undefined },
    clearCachedData: () => undefined,
  };
}

const donationInput = donationFlowInputs['from the donation screens']!;
const voucherInput = voucherDeliveryInputs['from the list']!;

type TraversalEvents =
  readonly EventObject[] | ((snapshot: never) => readonly EventObject[]) | undefined;

const enabledEvents = (events: TraversalEvents) => (snapshot: AnyMachineSnapshot) =>
  typeof events === 'function'
    ? events(snapshot as never)
    : (events ?? []).filter((event) => snapshot.can(event));

export const inspectedMachines: readonly InspectedMachine[] = [
  {
    id: 'session',
    title: machinesCopy.names.session,
    machine: sessionMachine,
    pathGroups: sessionPathGroups,
    simulation: {
      input: sandboxSessionPorts,
      events: (snapshot) =>
        sessionGraphEvents(snapshot as never).filter((event) => snapshot.can(event)),
    },
  },
  {
    id: 'donationFlow',
    title: machinesCopy.names.donationFlow,
    machine: donationFlowMachine,
    pathGroups: donationFlowPathGroups,
    simulation: {
      input: () => donationInput,
      events: enabledEvents(donationFlowTraversal(donationInput).events),
    },
  },
  {
    id: 'voucherDelivery',
    title: machinesCopy.names.voucherDelivery,
    machine: voucherDeliveryMachine,
    pathGroups: voucherDeliveryPathGroups,
    simulation: {
      input: () => voucherInput,
      events: enabledEvents(voucherDeliveryTraversal(voucherInput).events),
    },
  },
  {
    id: 'outbox',
    title: machinesCopy.names.outbox,
    machine: outboxMachine,
    pathGroups: outboxPathGroups,
    simulation: {
      input: () => outboxInput,
      events: enabledEvents(outboxTraversal(outboxInput).events),
    },
  },
];

const MAX_EVENTLESS_STEPS = 3;

/** Read from the values alone, as the page receives them: guards are not re-evaluated. */
export function transitionsTaken(
  machine: AnyStateMachine,
  chart: Statechart,
  before: unknown,
  eventType: string,
  after: unknown,
): Set<string> {
  const to = activeStateIds(machine, after);
  const taken = new Set<string>();
  const follow = (sources: ReadonlySet<string>, type: string, depth: number): boolean => {
    let reached = false;
    for (const t of chart.transitions) {
      if (t.eventType !== type || !sources.has(t.sourceId)) continue;
      const arrives = t.targetIds.length === 0 || t.targetIds.some((id) => to.has(id));
      const passesThrough =
        !arrives && depth < MAX_EVENTLESS_STEPS && follow(new Set(t.targetIds), '', depth + 1);
      if (arrives || passesThrough) {
        taken.add(t.id);
        reached = true;
      }
    }
    return reached;
  };
  follow(activeStateIds(machine, before), eventType, 0);
  return taken;
}

export function pathHighlight(machine: AnyStateMachine, chart: Statechart, path: PathSummary) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  path.steps.forEach((step, index) => {
    for (const id of activeStateIds(machine, step.value)) states.add(id);
    const previous = path.steps[index - 1];
    if (previous)
      for (const id of transitionsTaken(machine, chart, previous.value, step.eventType, step.value))
        transitions.add(id);
  });
  return { states, transitions };
}
