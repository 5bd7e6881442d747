/**
 * What the running machines' publisher (machine-publisher.ts) posts to the /machines page (QA)
 * on a BroadcastChannel of this origin, and what the page reads.
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
