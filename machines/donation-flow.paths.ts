import type { SnapshotFrom } from 'xstate';
import { getSimplePaths, type TraversalOptions } from 'xstate/graph';
import {
  donationFlowMachine,
  type DonationFlowEvent,
  type DonationFlowInput,
  type LeaderDonation,
  type LoadResult,
} from './donation-flow.machine.ts';
import { done, error, graphPaths, type PathGroup } from './graph-paths.ts';
import type { VoucherDeliveryOutput } from './voucher-delivery.machine.ts';
import { photo, position, threeVouchers } from './voucher-delivery.paths.ts';

type Snapshot = SnapshotFrom<typeof donationFlowMachine>;
export type DonationFlowPathGroup = PathGroup<Snapshot, DonationFlowEvent, DonationFlowInput>;

export const DONATION_ID = 'RJ-20261120000000007';

export function donationAt(
  status: number,
  overrides: Partial<LeaderDonation> = {},
): LeaderDonation {
  return {
    donationId: DONATION_ID,
    quantity: 3,
    status,
    statusText:
      [
        '',
        'Esperando recebimento',
        'Doação Recebida',
        'Entregando',
        'Completo',
        'Devolvido',
        'Extraviado',
      ][status] ?? '',
    received: status >= 2 ? '2026-11-20T15:00:00.000Z' : null,
    receivedQuantity: status >= 2 ? 3 : null,
    deliveryStarted: status >= 3 ? '2026-11-21T12:00:00.000Z' : null,
    deadline: status >= 3 ? '2026-11-22T12:00:00.000Z' : null,
    vouchers: threeVouchers(),
    ...overrides,
  };
}

const loaded = (status: number): LoadResult => ({ ok: true, donation: donationAt(status) });

const events: DonationFlowEvent[] = [
  { type: 'RETRY' },
  { type: 'RECEIPT.SUBMIT', receivedQuantity: 3, photo, position },
  { type: 'UPLOAD.PROGRESS', loaded: 10, total: 100 },
  { type: 'RECEIPT.RECORDED', onDevice: false },
  { type: 'RECEIPT.RECORDED', onDevice: true },
  { type: 'RECEIPT.FAILED', message: 'Esta doação já teve o recebimento confirmado.' },
  error('receiveDonation'),
  { type: 'DELIVERY.START' },
  { type: 'FAILURE.DISMISS' },
  { type: 'DONATION.REFRESHED', donation: donationAt(3) },
  ...[1, 2, 3, 4, 5, 6].map((status) => done<DonationFlowEvent>('loadDonation', loaded(status))),
  done('loadDonation', { ok: false, message: 'Doação não encontrada.' } satisfies LoadResult),
  error('loadDonation'),
  done('vouchers', {
    donationId: DONATION_ID,
    endedOnDevice: false,
  } satisfies VoucherDeliveryOutput),
  error('vouchers'),
];

export function serializeDonationFlow(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    status: context.donation?.status ?? null,
    upload: context.upload !== null,
    failure: context.failure !== null,
    loadFailure: context.loadFailure !== null,
  });
}

export function donationFlowTraversal(
  input: DonationFlowInput,
): TraversalOptions<Snapshot, DonationFlowEvent, DonationFlowInput> {
  return {
    input,
    events: (snapshot) =>
      snapshot.status === 'done' ? [] : events.filter((event) => snapshot.can(event)),
    serializeState: serializeDonationFlow,
  };
}

export const donationFlowInputs: Record<string, DonationFlowInput> = {
  'from the donation screens': {
    donationId: DONATION_ID,
    resumeDelivery: false,
    requestedVoucherId: null,
  },
  'from the vouchers screens': {
    donationId: DONATION_ID,
    resumeDelivery: true,
    requestedVoucherId: 'V2',
  },
  'from the voucher list after a voucher was recorded': {
    donationId: DONATION_ID,
    resumeDelivery: true,
    requestedVoucherId: null,
    known: donationAt(3),
  },
};

export const SIMPLE_PATHS_TITLE = 'simple paths from waiting for receipt to complete';

export function donationFlowPathGroups(): DonationFlowPathGroup[] {
  const groups: DonationFlowPathGroup[] = [];
  for (const [name, input] of Object.entries(donationFlowInputs)) {
    const { shortest, edges } = graphPaths(
      donationFlowMachine,
      donationFlowTraversal(input),
      serializeDonationFlow,
    );
    groups.push({ title: `${name}: shortest path to every state`, input, paths: shortest });
    groups.push({ title: `${name}: every transition of the graph`, input, paths: edges });
  }
  const input = donationFlowInputs['from the donation screens']!;
  const simple = getSimplePaths(donationFlowMachine, {
    ...donationFlowTraversal(input),
    filterEvents: (_snapshot, event) =>
      event.type !== 'UPLOAD.PROGRESS' && event.type !== 'FAILURE.DISMISS',
    toState: (snapshot) => snapshot.matches('complete'),
  });
  groups.push({ title: SIMPLE_PATHS_TITLE, input, paths: simple });
  return groups;
}
