import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import { VOUCHER_STATUS, type VoucherItem } from './voucher-status';

/**
 * The delivery of a donation's vouchers (cards), one family at a time (docs/product.md R4.4 and R4.5, docs/architecture.md A7).
 *
 * - Strictly sequential: only the first voucher still pending (status 1) may be opened; the one
 *   after it opens only once it has a final status (2 delivered, 3 not delivered).
 * - The delivery can be finished only when every voucher is final: a thank-you dialog, then, on
 *   confirm, the end call (3 → 4). The machine stops in `done` and its parent moves on.
 *
 * Effects are named actors whose placeholders throw "not provided"; src/features/leader-flow/leader-flow-actors.ts
 * supplies the real ones (GraphQL) and tests supply fakes. Expected failures (the server said no)
 * come back as data: `DELIVERY.FAILED` with the server's message, `{ ok: false }` from the end call.
 */

/** What the leader records for one voucher; files are the compressed photos. */
export type VoucherDelivery =
  | {
      delivered: true;
      receivedName: string;
      /** CPF digits, no mask. */
      receivedCpf: string | null;
      receivedContactNumber: string | null;
      receivedEmail: string | null;
      photo: Blob;
      invoice: Blob | null;
    }
  | { delivered: false; leaderComment: string };

export interface DevicePosition {
  lat: number;
  lon: number;
}

export interface RecordDeliveryInput {
  donationId: string;
  voucherId: string;
  delivery: VoucherDelivery;
  position: DevicePosition;
}

export type EndResult = { ok: true } | { ok: false; message: string };

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface VoucherDeliveryInput {
  donationId: string;
  vouchers: readonly VoucherItem[];
  /** The voucher the person asked to open (the route …/:voucher/prof), if any. */
  requestedVoucherId: string | null;
}

export interface VoucherDeliveryContext {
  donationId: string;
  vouchers: VoucherItem[];
  requestedVoucherId: string | null;
  /** Set when the requested voucher may not be opened now (not the next pending one). */
  refusedVoucherId: string | null;
  openVoucherId: string | null;
  /** What is being sent, kept until the server answers. */
  submitted: { delivery: VoucherDelivery; position: DevicePosition } | null;
  upload: UploadProgress | null;
  /** The last voucher recorded by this actor (the screen says so and goes back to the list). */
  lastRecorded: { voucherId: string; delivered: boolean } | null;
  /** The server's message (or a generic one) for the person to read; cleared on dismiss. */
  failure: string | null;
}

export type VoucherDeliveryEvent =
  | { type: 'VOUCHER.OPEN'; voucherId: string }
  | { type: 'VOUCHER.CLOSE' }
  | { type: 'DELIVERY.SUBMIT'; delivery: VoucherDelivery; position: DevicePosition }
  /** From the recordDelivery actor. */
  | { type: 'UPLOAD.PROGRESS'; loaded: number; total: number }
  | { type: 'DELIVERY.RECORDED' }
  | { type: 'DELIVERY.FAILED'; message: string }
  | { type: 'DELIVERY.FINISH' }
  | { type: 'THANKS.CONFIRM' }
  | { type: 'THANKS.CANCEL' }
  | { type: 'FAILURE.DISMISS' };

export interface VoucherDeliveryOutput {
  donationId: string;
}

/** Shown when an actor fails in a way the server did not explain (e.g. a bug, not a refusal). */
export const UNEXPECTED_FAILURE =
  'Não foi possível concluir. Verifique sua conexão e tente novamente.';

function notProvidedPromise<T, I>(name: string) {
  return fromPromise<T, I>(async () => {
    throw new Error(`voucher-delivery actor "${name}" not provided`);
  });
}

/** The first voucher, in delivery order, that is still pending; null when all are final. */
export function nextPendingVoucher(vouchers: readonly VoucherItem[]): VoucherItem | null {
  return (
    [...vouchers]
      .sort((a, b) => a.position - b.position)
      .find((v) => v.status === VOUCHER_STATUS.pending) ?? null
  );
}

/** Sequential rule: a voucher opens only when every earlier one has a final status. */
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
    /** Sends the delivery; reports `UPLOAD.PROGRESS`, then `DELIVERY.RECORDED` or `DELIVERY.FAILED`. */
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
      (_, params: { delivery: VoucherDelivery; position: DevicePosition }) => ({
        submitted: params,
        upload: null,
        failure: null,
      }),
    ),
    trackUpload: assign((_, params: UploadProgress) => ({ upload: params })),
    markRecorded: assign(({ context }) => {
      const { openVoucherId, submitted } = context;
      if (openVoucherId === null || submitted === null) return {};
      const status = submitted.delivery.delivered
        ? VOUCHER_STATUS.delivered
        : VOUCHER_STATUS.notDelivered;
      return {
        vouchers: context.vouchers.map((v) =>
          v.voucherId === openVoucherId ? { ...v, status } : v,
        ),
        lastRecorded: { voucherId: openVoucherId, delivered: submitted.delivery.delivered },
        openVoucherId: null,
        submitted: null,
        upload: null,
      };
    }),
    /** A refused submission keeps what was typed (the form is the screen's); only the message is new. */
    reportFailure: assign((_, params: { message: string }) => ({
      failure: params.message,
      submitted: null,
      upload: null,
    })),
    dismissFailure: assign({ failure: null }),
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
            input: ({ context }) => {
              const { openVoucherId, submitted } = context;
              if (openVoucherId === null || submitted === null)
                throw new Error('submitting without a delivery');
              return { donationId: context.donationId, voucherId: openVoucherId, ...submitted };
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
            'DELIVERY.RECORDED': { target: '#voucherDelivery.browsing', actions: 'markRecorded' },
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
  output: ({ context }) => ({ donationId: context.donationId }),
});
