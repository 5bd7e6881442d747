import type { InspectionEvent } from 'xstate';
import {
  INSPECTED_MACHINES,
  MACHINE_CHANNEL,
  type InspectedMachineId,
  type MachineMessage,
} from './machine-messages.ts';

/**
 * Only the machine id, event type, state and donation id are posted: never a payload or the
 * context.
 */

const isInspected = (id: unknown): id is InspectedMachineId =>
  INSPECTED_MACHINES.includes(id as InspectedMachineId);

let channel: BroadcastChannel | null = null;
const latest = new Map<string, MachineMessage>();

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(MACHINE_CHANNEL);
  // Node (unit tests) must not stay alive for this channel.
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = (message: MessageEvent<MachineMessage>) => {
    if (message.data?.kind !== 'hello') return;
    for (const last of latest.values()) channel?.postMessage(last);
  };
  return channel;
}

export function publishInspection(inspection: InspectionEvent, at: number): void {
  if (inspection.type !== '@xstate.snapshot') return;
  const machineId = (inspection.actorRef as { logic?: { id?: unknown } }).logic?.id;
  if (!isInspected(machineId)) return;
  const snapshot = inspection.snapshot as {
    value?: unknown;
    status: string;
    context?: { donationId?: unknown };
  };
  const donationId = snapshot.context?.donationId;
  const actorId = inspection.actorRef.sessionId;
  const message: MachineMessage =
    snapshot.status === 'stopped'
      ? { kind: 'stopped', machineId, actorId, at }
      : {
          kind: 'snapshot',
          machineId,
          actorId,
          ...(typeof donationId === 'string' ? { subject: donationId } : {}),
          eventType: inspection.event.type,
          // A plain copy: state values are strings and objects of strings.
          value: JSON.parse(JSON.stringify(snapshot.value ?? null)) as unknown,
          status: snapshot.status,
          at,
        };
  if (message.kind === 'stopped') latest.delete(actorId);
  else latest.set(actorId, message);
  openChannel()?.postMessage(message);
}
