import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { DeliveryCommand, DeliveryOutcome } from '#contract/leader-writes.ts';
import { VOUCHER_STATUS, type VoucherItem } from './voucher-status.ts';

/** Only the first pending voucher opens; expected failures come back as data (`DELIVERY.FAILED`). */

export type SubmittedDelivery = DeliveryOutcome & Partial<Pick<DeliveryCommand, 'receiptCode'>>;

export interface DevicePosition {
  lat: number;
  lon: number;
}

export interface RecordDeliveryInput {
  command: DeliveryCommand;
  voucherPosition: number;
}

export type EndResult = { ok: true; onDevice: boolean } | { ok: false; message: string };

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface VoucherDeliveryInput {
  donationId: string;
  vouchers: readonly VoucherItem[];
  requestedVoucherId: string | null;
}

export interface VoucherDeliveryContext {
  donationId: string;
  vouchers: VoucherItem[];
  requestedVoucherId: string | null;
  refusedVoucherId: string | null;
  openVoucherId: string | null;
  submitted: { delivery: SubmittedDelivery; position: DevicePosition } | null;
  upload: UploadProgress | null;
  lastRecorded: { voucherId: string; delivered: boolean; onDevice: boolean } | null;
  endedOnDevice: boolean | null;
  failure: string | null;
}

export type VoucherDeliveryEvent =
  | { type: 'VOUCHER.OPEN'; voucherId: string }
  | { type: 'VOUCHER.CLOSE' }
  | { type: 'DELIVERY.SUBMIT'; delivery: SubmittedDelivery; position: DevicePosition }
  | { type: 'UPLOAD.PROGRESS'; loaded: number; total: number }
  | { type: 'DELIVERY.RECORDED'; onDevice: boolean }
  | { type: 'DELIVERY.FAILED'; message: string }
  | { type: 'DELIVERY.FINISH' }
  | { type: 'THANKS.CONFIRM' }
  | { type: 'THANKS.CANCEL' }
  | { type: 'FAILURE.DISMISS' };

export interface VoucherDeliveryOutput {
  donationId: string;
  endedOnDevice: boolean;
}

export const UNEXPECTED_FAILURE =
  'Não foi possível concluir. Verifique sua conexão e tente novamente.';

function notProvidedPromise<T, I>(name: string) {
  return fromPromise<T, I>(async () => {
    throw new Error(`voucher-delivery actor "${name}" not provided`);
  });
}

export function nextPendingVoucher(vouchers: readonly VoucherItem[]): VoucherItem | null {
  return (
    [...vouchers]
      .sort((a, b) => a.position - b.position)
      .find((v) => v.status === VOUCHER_STATUS.pending) ?? null
  );
}

export function canOpenVoucher(vouchers: readonly VoucherItem[], voucherId: string): boolean {
  return nextPendingVoucher(vouchers)?.voucherId === voucherId;
}

export function allVouchersFinal(vouchers: readonly VoucherItem[]): boolean {
  return vouchers.length > 0 && vouchers.every((v) => v.status !== VOUCHER_STATUS.pending);
}

export const voucherDeliveryMachine = setup({
  types: {
    context: {} as VoucherDeliveryContext,
    events: {} as VoucherDeliveryEvent,
    input: {} as VoucherDeliveryInput,
    output: {} as VoucherDeliveryOutput,
  },
  actors: {
    recordDelivery: fromCallback<AnyEventObject, RecordDeliveryInput>(() => {
      throw new Error('voucher-delivery actor "recordDelivery" not provided');
    }),
    endDonation: notProvidedPromise<EndResult, { donationId: string }>('endDonation'),
  },
  actions: {
    openVoucher: assign((_, params: { voucherId: string }) => ({
      openVoucherId: params.voucherId,
      refusedVoucherId: null,
      failure: null,
    })),
    refuseRequest: assign(({ context }) => ({ refusedVoucherId: context.requestedVoucherId })),
    closeVoucher: assign({ openVoucherId: null, submitted: null, upload: null }),
    rememberSubmission: assign(
      (_, params: { delivery: SubmittedDelivery; position: DevicePosition }) => ({
        submitted: params,
        upload: null,
        failure: null,
      }),
    ),
    trackUpload: assign((_, params: UploadProgress) => ({ upload: params })),
    markRecorded: assign(({ context }, params: { onDevice: boolean }) => {
      const { openVoucherId, submitted } = context;
      if (openVoucherId === null || submitted === null) return {};
      const status = submitted.delivery.delivered
        ? VOUCHER_STATUS.delivered
        : VOUCHER_STATUS.notDelivered;
      return {
        vouchers: context.vouchers.map((v) =>
          v.voucherId === openVoucherId ? { ...v, status } : v,
        ),
        lastRecorded: {
          voucherId: openVoucherId,
          delivered: submitted.delivery.delivered,
          onDevice: params.onDevice,
        },
        openVoucherId: null,
        submitted: null,
        upload: null,
      };
    }),
    /** A refused submission keeps what was typed: only the message is new. */
    reportFailure: assign((_, params: { message: string }) => ({
      failure: params.message,
      submitted: null,
      upload: null,
    })),
    dismissFailure: assign({ failure: null }),
    markEnded: assign((_, params: { onDevice: boolean }) => ({ endedOnDevice: params.onDevice })),
  },
  guards: {
    requestedIsNext: ({ context }) =>
      context.requestedVoucherId !== null &&
      canOpenVoucher(context.vouchers, context.requestedVoucherId),
    hasRequest: ({ context }) => context.requestedVoucherId !== null,
    isNextPending: ({ context }, params: { voucherId: string }) =>
      canOpenVoucher(context.vouchers, params.voucherId),
    allFinal: ({ context }) => allVouchersFinal(context.vouchers),
    endAccepted: (_, params: { result: EndResult }) => params.result.ok,
  },
}).createMachine({
  id: 'voucherDelivery',
  context: ({ input }) => ({
    donationId: input.donationId,
    vouchers: [...input.vouchers].sort((a, b) => a.position - b.position),
    requestedVoucherId: input.requestedVoucherId,
    refusedVoucherId: null,
    openVoucherId: null,
    submitted: null,
    upload: null,
    lastRecorded: null,
    failure: null,
    endedOnDevice: null,
  }),
  initial: 'choosing',
  on: {
    'FAILURE.DISMISS': { actions: 'dismissFailure' },
  },
  states: {
    choosing: {
      always: [
        {
          guard: 'requestedIsNext',
          target: 'recording',
          actions: {
            type: 'openVoucher',
            params: ({ context }) => ({ voucherId: context.requestedVoucherId ?? '' }),
          },
        },
        { guard: 'hasRequest', target: 'browsing', actions: 'refuseRequest' },
        { target: 'browsing' },
      ],
    },

    browsing: {
      on: {
        'VOUCHER.OPEN': {
          guard: { type: 'isNextPending', params: ({ event }) => ({ voucherId: event.voucherId }) },
          target: 'recording',
          actions: { type: 'openVoucher', params: ({ event }) => ({ voucherId: event.voucherId }) },
        },
        'DELIVERY.FINISH': { guard: 'allFinal', target: 'thanking' },
      },
    },

    recording: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'DELIVERY.SUBMIT': {
              target: 'submitting',
              actions: {
                type: 'rememberSubmission',
                params: ({ event }) => ({ delivery: event.delivery, position: event.position }),
              },
            },
            'VOUCHER.CLOSE': { target: '#voucherDelivery.browsing', actions: 'closeVoucher' },
          },
        },
        submitting: {
          invoke: {
            id: 'recordDelivery',
            src: 'recordDelivery',
            input: ({ context }): RecordDeliveryInput => {
              const { openVoucherId, submitted } = context;
              const voucher = context.vouchers.find((v) => v.voucherId === openVoucherId);
              if (!voucher || submitted === null) throw new Error('submitting without a delivery');
              return {
                command: {
                  donationId: context.donationId,
                  voucherId: voucher.voucherId,
                  lat: submitted.position.lat,
                  lon: submitted.position.lon,
                  // The machine has no clock: the actor stamps the moment it is confirmed.
                  recordedAt: null,
                  ...submitted.delivery,
                  receiptCode: submitted.delivery.delivered
                    ? (submitted.delivery.receiptCode ?? null)
                    : null,
                },
                voucherPosition: voucher.position,
              };
            },
            onError: {
              target: 'editing',
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
            'DELIVERY.RECORDED': {
              target: '#voucherDelivery.browsing',
              actions: {
                type: 'markRecorded',
                params: ({ event }) => ({ onDevice: event.onDevice }),
              },
            },
            'DELIVERY.FAILED': {
              target: 'editing',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ message: event.message }),
              },
            },
          },
        },
      },
    },

    thanking: {
      on: {
        'THANKS.CONFIRM': 'ending',
        'THANKS.CANCEL': 'browsing',
      },
    },

    ending: {
      invoke: {
        id: 'endDonation',
        src: 'endDonation',
        input: ({ context }) => ({ donationId: context.donationId }),
        onDone: [
          {
            guard: { type: 'endAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'done',
            actions: {
              type: 'markEnded',
              params: ({ event }) => ({ onDevice: event.output.ok && event.output.onDevice }),
            },
          },
          {
            target: 'browsing',
            actions: {
              type: 'reportFailure',
              params: ({ event }) => ({
                message: event.output.ok ? UNEXPECTED_FAILURE : event.output.message,
              }),
            },
          },
        ],
        onError: {
          target: 'browsing',
          actions: { type: 'reportFailure', params: { message: UNEXPECTED_FAILURE } },
        },
      },
    },

    done: { type: 'final' },
  },
  output: ({ context }) => ({
    donationId: context.donationId,
    endedOnDevice: context.endedOnDevice === true,
  }),
});
