import type { SnapshotFrom } from 'xstate';
import { getSimplePaths, type TraversalOptions } from 'xstate/graph';
import { done, error, graphPaths, type PathGroup } from './graph-paths.ts';
import {
  voucherDeliveryMachine,
  type EndResult,
  type VoucherDeliveryEvent,
  type VoucherDeliveryInput,
} from './voucher-delivery.machine.ts';
import type { VoucherItem } from './voucher-status.ts';
import { noRecipient, type DeliveryOutcome } from '#contract/leader-writes.ts';

type Snapshot = SnapshotFrom<typeof voucherDeliveryMachine>;
export type VoucherDeliveryPathGroup = PathGroup<
  Snapshot,
  VoucherDeliveryEvent,
  VoucherDeliveryInput
>;

export const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
export const position = { lat: -22.98, lon: -43.24 };

export const deliveredTo: DeliveryOutcome = {
  ...noRecipient(),
  delivered: true,
  leaderComment: null,
  receivedName: 'Josefa Ribeiro',
  receivedCpf: '85296374100',
  receivedContactNumber: '(21) 98765-4321',
  messageConsent: null,
  photo,
  invoice: null,
};
export const notDelivered: DeliveryOutcome = {
  ...noRecipient(),
  delivered: false,
  leaderComment: 'Família mudou de endereço.',
  messageConsent: null,
  photo: null,
  invoice: null,
};

export const threeVouchers = (): VoucherItem[] => [
  { voucherId: 'V1', position: 1, status: 1 },
  { voucherId: 'V2', position: 2, status: 1 },
  { voucherId: 'V3', position: 3, status: 1 },
];

export function voucherEvents(voucherIds: readonly string[]): VoucherDeliveryEvent[] {
  return [
    ...voucherIds.map((voucherId) => ({ type: 'VOUCHER.OPEN', voucherId }) as const),
    { type: 'VOUCHER.CLOSE' },
    { type: 'DELIVERY.SUBMIT', delivery: deliveredTo, position },
    { type: 'DELIVERY.SUBMIT', delivery: notDelivered, position },
    { type: 'UPLOAD.PROGRESS', loaded: 50, total: 100 },
    { type: 'DELIVERY.RECORDED', onDevice: false },
    { type: 'DELIVERY.RECORDED', onDevice: true },
    { type: 'DELIVERY.FAILED', message: 'Este cartão já tem outra entrega registrada.' },
    error('recordDelivery'),
    { type: 'DELIVERY.FINISH' },
    { type: 'THANKS.CONFIRM' },
    { type: 'THANKS.CANCEL' },
    done('endDonation', { ok: true, onDevice: false } satisfies EndResult),
    done('endDonation', { ok: true, onDevice: true } satisfies EndResult),
    done('endDonation', {
      ok: false,
      message: 'Ainda há cartões sem entrega registrada.',
    } satisfies EndResult),
    error('endDonation'),
    { type: 'FAILURE.DISMISS' },
  ];
}

export function serializeVoucherDelivery(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    statuses: context.vouchers.map((v) => v.status),
    open: context.openVoucherId,
    refused: context.refusedVoucherId,
    sending: context.submitted?.delivery.delivered ?? null,
    upload: context.upload !== null,
    failure: context.failure !== null,
  });
}

export function voucherDeliveryTraversal(
  input: VoucherDeliveryInput,
): TraversalOptions<Snapshot, VoucherDeliveryEvent, VoucherDeliveryInput> {
  const events = voucherEvents(input.vouchers.map((v) => v.voucherId));
  return {
    input,
    events: (snapshot) =>
      snapshot.status === 'done' ? [] : events.filter((event) => snapshot.can(event)),
    serializeState: serializeVoucherDelivery,
  };
}

export const voucherDeliveryInputs: Record<string, VoucherDeliveryInput> = {
  'from the list': {
    donationId: 'RJ-20261120000000007',
    vouchers: threeVouchers(),
    requestedVoucherId: null,
  },
  'asking for the next voucher': {
    donationId: 'RJ-20261120000000007',
    vouchers: threeVouchers(),
    requestedVoucherId: 'V1',
  },
  'asking for a later voucher': {
    donationId: 'RJ-20261120000000007',
    vouchers: threeVouchers(),
    requestedVoucherId: 'V2',
  },
};

export const SIMPLE_PATHS_TITLE = 'simple paths of a two-voucher delivery to its end';

export function voucherDeliveryPathGroups(): VoucherDeliveryPathGroup[] {
  const groups: VoucherDeliveryPathGroup[] = [];
  for (const [name, input] of Object.entries(voucherDeliveryInputs)) {
    const { shortest, edges } = graphPaths(
      voucherDeliveryMachine,
      voucherDeliveryTraversal(input),
      serializeVoucherDelivery,
    );
    groups.push({ title: `${name}: shortest path to every state`, input, paths: shortest });
    groups.push({ title: `${name}: every transition of the graph`, input, paths: edges });
  }
  const twoVouchers: VoucherDeliveryInput = {
    donationId: 'RJ-20261120000000008',
    vouchers: threeVouchers().slice(0, 2),
    requestedVoucherId: null,
  };
  // Progress and dismissals change nothing that matters: without them the simple paths stay few.
  const simple = getSimplePaths(voucherDeliveryMachine, {
    ...voucherDeliveryTraversal(twoVouchers),
    filterEvents: (_snapshot, event) =>
      event.type !== 'UPLOAD.PROGRESS' && event.type !== 'FAILURE.DISMISS',
    toState: (snapshot) => snapshot.matches('done'),
  });
  groups.push({ title: SIMPLE_PATHS_TITLE, input: twoVouchers, paths: simple });
  return groups;
}
