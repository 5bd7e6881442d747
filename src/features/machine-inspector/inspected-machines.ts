import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { donationFlowMachine } from '../../../machines/donation-flow.machine';
import { donationFlowPathGroups } from '../../../machines/donation-flow.paths';
import { describePath } from '../../../machines/graph-paths';
import { sessionMachine } from '../../../machines/session.machine';
import { sessionPathGroups } from '../../../machines/session.paths';
import { voucherDeliveryMachine } from '../../../machines/voucher-delivery.machine';
import { voucherDeliveryPathGroups } from '../../../machines/voucher-delivery.paths';
import type { InspectedMachineId } from '../../core/machine-inspection';
import { machinesCopy } from './copy';

/** The machines the page draws, with the same path groups their path tests replay. */

export interface PathSummary {
  /** As the test report names it: events, then the final state. */
  label: string;
  steps: { eventType: string; value: unknown }[];
}

export interface PathGroupSummary {
  title: string;
  paths: PathSummary[];
}

export interface InspectedMachine {
  id: InspectedMachineId;
  title: string;
  machine: AnyStateMachine;
  /** Generated on demand: the traversal takes a moment. */
  pathGroups: () => PathGroupSummary[];
}

type AnyPath = StatePath<Snapshot<unknown> & { value?: unknown }, EventObject>;

function summarize(groups: { title: string; paths: AnyPath[] }[]): PathGroupSummary[] {
  return groups.map(({ title, paths }) => ({
    title,
    paths: paths.map((path) => ({
      label: describePath(path as never),
      steps: path.steps.map((step) => ({ eventType: step.event.type, value: step.state.value })),
    })),
  }));
}

export const inspectedMachines: readonly InspectedMachine[] = [
  { id: 'session', title: machinesCopy.names.session, machine: sessionMachine, pathGroups: () => summarize(sessionPathGroups()) },
  { id: 'donationFlow', title: machinesCopy.names.donationFlow, machine: donationFlowMachine, pathGroups: () => summarize(donationFlowPathGroups()) },
  {
    id: 'voucherDelivery',
    title: machinesCopy.names.voucherDelivery,
    machine: voucherDeliveryMachine,
    pathGroups: () => summarize(voucherDeliveryPathGroups()),
  },
];
