export const MACHINE_CHANNEL = 'cestas-machines';

export const INSPECTED_MACHINES = ['session', 'donationFlow', 'voucherDelivery', 'outbox'] as const;
export type InspectedMachineId = (typeof INSPECTED_MACHINES)[number];

export type MachineMessage =
  | {
      kind: 'snapshot';
      machineId: InspectedMachineId;
      /** Two donation screens run two actors of one machine. */
      actorId: string;
      subject?: string;
      eventType: string;
      value: unknown;
      status: string;
      at: number;
    }
  | { kind: 'stopped'; machineId: InspectedMachineId; actorId: string; at: number }
  | { kind: 'hello' };
