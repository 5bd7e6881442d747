import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { ReceiptCommand } from '#contract/leader-writes.ts';
import {
  UNEXPECTED_FAILURE,
  voucherDeliveryMachine,
  type DevicePosition,
  type UploadProgress,
} from './voucher-delivery.machine.ts';
import type { VoucherItem } from './voucher-status.ts';
import { DONATION_STATUS, donationStepOf, type DonationStep } from './donation-step.ts';

/**
 * The server is the source of truth: each actor loads the donation and enters the state of its
 * status.
 */

export interface LeaderDonation {
  donationId: string;
  quantity: number;
  status: number;
  statusText: string;
  received: string | null;
  receivedQuantity: number | null;
  deliveryStarted: string | null;
  deadline: string | null;
  vouchers: VoucherItem[];
}

export type LoadResult = { ok: true; donation: LeaderDonation } | { ok: false; message: string };

export interface DonationFlowInput {
  donationId: string;
  resumeDelivery: boolean;
  requestedVoucherId: string | null;
  /** The donation as the session left it (a voucher it just recorded): the flow starts from it. */
  known?: LeaderDonation | null;
}

export interface DonationFlowContext {
  donationId: string;
  resumeDelivery: boolean;
  requestedVoucherId: string | null;
  donation: LeaderDonation | null;
  submitted: { receivedQuantity: number } | null;
  upload: UploadProgress | null;
  loadFailure: string | null;
  failure: string | null;
  savedOnDevice: boolean | null;
}

export type DonationFlowEvent =
  | { type: 'RETRY' }
  | { type: 'RECEIPT.SUBMIT'; receivedQuantity: number; photo: Blob; position: DevicePosition }
  | { type: 'UPLOAD.PROGRESS'; loaded: number; total: number }
  | { type: 'RECEIPT.RECORDED'; onDevice: boolean }
  | { type: 'RECEIPT.FAILED'; message: string }
  | { type: 'DELIVERY.START' }
  | { type: 'FAILURE.DISMISS' }
  | { type: 'DONATION.REFRESHED'; donation: LeaderDonation };

export const donationFlowMachine = setup({
  types: {
    context: {} as DonationFlowContext,
    events: {} as DonationFlowEvent,
    input: {} as DonationFlowInput,
    children: {} as { vouchers: 'voucherDelivery' },
  },
  actors: {
    loadDonation: fromPromise<LoadResult, { donationId: string }>(async () => {
      throw new Error('donation-flow actor "loadDonation" not provided');
    }),
    receiveDonation: fromCallback<AnyEventObject, ReceiptCommand>(() => {
      throw new Error('donation-flow actor "receiveDonation" not provided');
    }),
    voucherDelivery: voucherDeliveryMachine,
  },
  actions: {
    adoptDonation: assign((_, params: { donation: LeaderDonation }) => ({
      donation: params.donation,
      loadFailure: null,
    })),
    reportLoadFailure: assign((_, params: { message: string }) => ({
      loadFailure: params.message,
    })),
    rememberReceipt: assign((_, params: { receivedQuantity: number }) => ({
      submitted: { receivedQuantity: params.receivedQuantity },
      upload: null,
      failure: null,
    })),
    trackUpload: assign((_, params: UploadProgress) => ({ upload: params })),
    markReceived: assign(({ context }, params: { onDevice: boolean }) => ({
      donation: context.donation && {
        ...context.donation,
        status: DONATION_STATUS.received,
        receivedQuantity: context.submitted?.receivedQuantity ?? context.donation.receivedQuantity,
      },
      submitted: null,
      upload: null,
      savedOnDevice: params.onDevice,
    })),
    markEnded: assign((_, params: { onDevice: boolean }) => ({ savedOnDevice: params.onDevice })),
    reportFailure: assign((_, params: { message: string }) => ({
      failure: params.message,
      submitted: null,
      upload: null,
    })),
    dismissFailure: assign({ failure: null }),
  },
  guards: {
    loaded: (_, params: { result: LoadResult }) => params.result.ok,
    known: ({ context }) => context.donation !== null,
    atStep: ({ context }, params: { step: DonationStep }) =>
      context.donation !== null && donationStepOf(context.donation.status) === params.step,
    resumesDelivery: ({ context }) => context.resumeDelivery,
    sameStep: ({ context }, params: { donation: LeaderDonation }) =>
      context.donation !== null &&
      params.donation.donationId === context.donationId &&
      params.donation.status === context.donation.status,
  },
}).createMachine({
  id: 'donationFlow',
  context: ({ input }) => ({
    donationId: input.donationId,
    resumeDelivery: input.resumeDelivery,
    requestedVoucherId: input.requestedVoucherId,
    donation: input.known ?? null,
    submitted: null,
    upload: null,
    loadFailure: null,
    failure: null,
    savedOnDevice: null,
  }),
  initial: 'starting',
  on: {
    'FAILURE.DISMISS': { actions: 'dismissFailure' },
    'DONATION.REFRESHED': {
      // Only the same step: a refresh brings the server's dates and counts, never moves the flow.
      guard: { type: 'sameStep', params: ({ event }) => ({ donation: event.donation }) },
      actions: { type: 'adoptDonation', params: ({ event }) => ({ donation: event.donation }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'known', target: 'routing' }, { target: 'loading' }],
    },

    loading: {
      invoke: {
        id: 'loadDonation',
        src: 'loadDonation',
        input: ({ context }) => ({ donationId: context.donationId }),
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => ({ result: event.output }) },
            target: 'routing',
            actions: {
              type: 'adoptDonation',
              params: ({ event }) => {
                if (!event.output.ok) throw new Error('unreachable: guarded by "loaded"');
                return { donation: event.output.donation };
              },
            },
          },
          {
            target: 'loadFailed',
            actions: {
              type: 'reportLoadFailure',
              params: ({ event }) => ({
                message: event.output.ok ? UNEXPECTED_FAILURE : event.output.message,
              }),
            },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportLoadFailure', params: { message: UNEXPECTED_FAILURE } },
        },
      },
    },

    loadFailed: {
      on: { RETRY: 'loading' },
    },

    routing: {
      always: [
        { guard: { type: 'atStep', params: { step: 'waiting' } }, target: 'waiting' },
        { guard: { type: 'atStep', params: { step: 'received' } }, target: 'received' },
        { guard: { type: 'atStep', params: { step: 'delivering' } }, target: 'delivering' },
        { target: 'closed' },
      ],
    },

    waiting: {
      on: {
        'RECEIPT.SUBMIT': {
          target: 'receiving',
          actions: {
            type: 'rememberReceipt',
            params: ({ event }) => ({ receivedQuantity: event.receivedQuantity }),
          },
        },
      },
    },

    receiving: {
      invoke: {
        id: 'receiveDonation',
        src: 'receiveDonation',
        input: ({ context, event }) => {
          if (event.type !== 'RECEIPT.SUBMIT')
            throw new Error('receiving starts only with RECEIPT.SUBMIT');
          return {
            donationId: context.donationId,
            receivedQuantity: event.receivedQuantity,
            photo: event.photo,
            lat: event.position.lat,
            lon: event.position.lon,
            // The machine has no clock: the actor stamps the moment it is confirmed.
            recordedAt: null,
          };
        },
        onError: {
          target: 'waiting',
          actions: { type: 'reportFailure', params: { message: UNEXPECTED_FAILURE } },
        },
      },
      on: {
        'UPLOAD.PROGRESS': {
          actions: {
            type: 'trackUpload',
            params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
          },
        },
        'RECEIPT.RECORDED': {
          target: 'received',
          actions: { type: 'markReceived', params: ({ event }) => ({ onDevice: event.onDevice }) },
        },
        'RECEIPT.FAILED': {
          target: 'waiting',
          actions: { type: 'reportFailure', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },

    received: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'resumesDelivery', target: '#donationFlow.delivering' },
            { target: 'idle' },
          ],
        },
        idle: {
          on: { 'DELIVERY.START': '#donationFlow.delivering' },
        },
      },
    },

    delivering: {
      invoke: {
        id: 'vouchers',
        src: 'voucherDelivery',
        input: ({ context }) => ({
          donationId: context.donationId,
          vouchers: context.donation?.vouchers ?? [],
          requestedVoucherId: context.requestedVoucherId,
        }),
        onDone: {
          target: 'complete',
          actions: {
            type: 'markEnded',
            params: ({ event }) => ({ onDevice: event.output.endedOnDevice }),
          },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportLoadFailure', params: { message: UNEXPECTED_FAILURE } },
        },
      },
    },

    complete: { type: 'final' },

    closed: { type: 'final' },
  },
});
