import type { InspectionEvent } from 'xstate';

/**
 * Publishes the running machines' snapshots to the /machines page (QA), in every tab of this
 * origin, through a BroadcastChannel. Only when the inspector is built in: without the flag the
 * condition at the end is `false`, `inspectMachines` is `undefined` and the bundler drops the rest.
 * What leaves the actor is the machine id, the event's type, the state value and, for the
 * donation machines, the donation id the actor follows: never an event's payload or the rest of
 * the context (tokens, names, CPFs stay where they are).
 */

export const MACHINE_CHANNEL = 'cestas-machines';

/** The machines the page draws; other actors (promises, callbacks) are not published. */
export const INSPECTED_MACHINES = ['session', 'donationFlow', 'voucherDelivery', 'outbox'] as const;
export type InspectedMachineId = (typeof INSPECTED_MACHINES)[number];

export type MachineMessage =
  | {
      kind: 'snapshot';
      machineId: InspectedMachineId;
      /** The actor's session id: two donation screens run two actors of one machine. */
      actorId: string;
      /** The donation a donation-flow or voucher-delivery actor follows. */
      subject?: string;
      eventType: string;
      value: unknown;
      status: string;
      at: number;
    }
  | { kind: 'stopped'; machineId: InspectedMachineId; actorId: string; at: number }
  /** A page that just opened asks for the latest snapshot of every running actor. */
  | { kind: 'hello' };

const isInspected = (id: unknown): id is InspectedMachineId => INSPECTED_MACHINES.includes(id as InspectedMachineId);

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

function publishInspection(inspection: InspectionEvent): void {
  if (inspection.type !== '@xstate.snapshot') return;
  const machineId = (inspection.actorRef as { logic?: { id?: unknown } }).logic?.id;
  if (!isInspected(machineId)) return;
  const snapshot = inspection.snapshot as { value?: unknown; status: string; context?: { donationId?: unknown } };
  const donationId = snapshot.context?.donationId;
  const actorId = inspection.actorRef.sessionId;
  const message: MachineMessage =
    snapshot.status === 'stopped'
      ? { kind: 'stopped', machineId, actorId, at: Date.now() }
      : {
          kind: 'snapshot',
          machineId,
          actorId,
          ...(typeof donationId === 'string' ? { subject: donationId } : {}),
          eventType: inspection.event.type,
          // A plain copy: state values are strings and objects of strings.
          value: JSON.parse(JSON.stringify(snapshot.value ?? null)) as unknown,
          status: snapshot.status,
          at: Date.now(),
        };
  if (message.kind === 'stopped') latest.delete(actorId);
  else latest.set(actorId, message);
  openChannel()?.postMessage(message);
}

/** Pass as `inspect` where the session and flow actors are created; undefined when not built in. */
export const inspectMachines: ((inspection: InspectionEvent) => void) | undefined =
  import.meta.env.DEV || import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR === 'true' ? publishInspection : undefined;
