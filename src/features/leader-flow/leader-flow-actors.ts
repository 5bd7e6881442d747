import type { ApolloClient } from '@apollo/client';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import {
  DeliverVoucherDocument,
  DonationDetailsDocument,
  DonationsDocument,
  EndDonationDocument,
  ReceiveDonationDocument,
  type DonationDetailsQuery,
  type DeliverVoucherInput,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { donationFlowMachine, type LeaderDonation, type LoadResult, type ReceiptInput } from '#machines/donation-flow.machine.ts';
import {
  UNEXPECTED_FAILURE,
  voucherDeliveryMachine,
  type EndResult,
  type RecordDeliveryInput,
  type VoucherItem,
  type VoucherStatus,
} from '#machines/voucher-delivery.machine.ts';
import { withCommandEffects, type AppliedCommand } from '#machines/outbox-overlay.ts';
import type { OutboxPayload } from '#machines/outbox-command.ts';
import { donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import { StorageFullError } from '#src/core/outbox/device-storage.ts';
import { leaderFlowCopy } from './copy';

/**
 * The real effects of the leader's flow machines, over the signed-in Apollo client (GraphQL
 * → REST). Failures the server explains come back as data with its pt-BR message.
 */

type Details = DonationDetailsQuery['donationDetails'];

const asVoucherStatus = (status: number): VoucherStatus => (status === 2 || status === 3 ? status : 1);

export function toLeaderDonation(details: Details): LeaderDonation {
  return {
    donationId: details.donationId,
    quantity: details.quantity,
    status: details.status,
    statusText: details.statusText,
    received: details.received ?? null,
    receivedQuantity: details.receivedQuantity ?? null,
    deliveryStarted: details.deliveryStarted ?? null,
    deadline: details.deadline ?? null,
    vouchers: details.vouchers.map(
      (voucher): VoucherItem => ({ voucherId: voucher.voucherId, position: voucher.position, status: asVoucherStatus(voucher.status) }),
    ),
  };
}

function deliveryVariables({ voucherId, delivery, position }: RecordDeliveryInput): DeliverVoucherInput {
  const base = { voucherId, lat: position.lat, lon: position.lon };
  if (!delivery.delivered) return { ...base, delivered: false, leaderComment: delivery.leaderComment };
  return {
    ...base,
    delivered: true,
    receivedName: delivery.receivedName,
    receivedCpf: delivery.receivedCpf,
    receivedContactNumber: delivery.receivedContactNumber,
    receivedEmail: delivery.receivedEmail,
    file: delivery.photo,
    invoiceFile: delivery.invoice,
  };
}

/** An upload that reports progress and ends with one of two events; silent once the actor stopped. */
function uploadActor<I>(
  send: (input: I, onUploadProgress: (progress: { loaded: number; total: number }) => void) => Promise<unknown>,
  events: { succeeded: string; failed: string },
  describe: (error: unknown) => string = (error) => readGraphQLFailure(error).message,
) {
  return fromCallback<AnyEventObject, I>(({ input, sendBack }) => {
    let active = true;
    const report = (event: AnyEventObject) => {
      if (active) sendBack(event);
    };
    send(input, ({ loaded, total }) => report({ type: 'UPLOAD.PROGRESS', loaded, total })).then(
      () => report({ type: events.succeeded }),
      (error: unknown) => report({ type: events.failed, message: describe(error) }),
    );
    return () => {
      active = false;
    };
  });
}

/** 'Confirmar' with an outbox: stored on the device and the flow moves on, sent or not (docs/offline.md). */
function queuedActor<I>(enqueue: (input: I) => Promise<unknown>, events: { succeeded: string; failed: string }) {
  return uploadActor<I>((input) => enqueue(input), events, queueFailure);
}

/** Full storage says so (the form stays as typed); anything else is the generic failure. */
const queueFailure = (error: unknown) => (error instanceof StorageFullError ? leaderFlowCopy.outbox.storageFull : UNEXPECTED_FAILURE);

function asStatusText(status: number, fallback: string): string {
  return status >= 1 && status <= 6 ? donationStatusText(status as DonationStatus) : fallback;
}

/** The card's place in the donation, from the details the flow loaded (for the pending list). */
function voucherPositionOf(client: ApolloClient, donationId: string, voucherId: string): number {
  const cached = client.readQuery({ query: DonationDetailsDocument, variables: { id: donationId } });
  return cached?.donationDetails.vouchers.find((voucher) => voucher.voucherId === voucherId)?.position ?? 0;
}

function deliverPayload(client: ApolloClient, input: RecordDeliveryInput): OutboxPayload {
  return {
    kind: 'deliver',
    voucherId: input.voucherId,
    voucherPosition: voucherPositionOf(client, input.donationId, input.voucherId),
    delivery: input.delivery,
    position: input.position,
  };
}

/** Both readings of the device, each command once. */
const unionById = (first: readonly AppliedCommand[], second: readonly AppliedCommand[]) => [
  ...first,
  ...second.filter((command) => !first.some((known) => known.id === command.id)),
];

/**
 * The donation as the server (or the saved answer offline) has it, with the leader's own work
 * applied on top. The device is read before the query too: a command sent while the answer
 * travels has left the queue by the time it arrives, and the answer may predate it.
 */
export async function loadLeaderDonation(client: ApolloClient, donationId: string, outbox: Outbox | null): Promise<LoadResult> {
  try {
    const before = outbox ? await outbox.ahead(donationId) : [];
    const { data } = await client.query({ query: DonationDetailsDocument, variables: { id: donationId }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('donation details returned no data');
    const donation = toLeaderDonation(data.donationDetails);
    if (!outbox) return { ok: true, donation };
    const after = await outbox.ahead(donationId);
    await outbox.confirm(donation);
    const ahead = withCommandEffects(donation, unionById(before, after));
    return { ok: true, donation: { ...ahead, statusText: asStatusText(ahead.status, ahead.statusText) } };
  } catch (error) {
    return { ok: false, message: readGraphQLFailure(error).message };
  }
}

/**
 * The leader's writes: with an outbox (the browser, for a leader) they are queued and sent by it;
 * without one (component tests of the online flow) they go straight to the server.
 */
export function createDonationFlowLogic(client: ApolloClient, outbox: Outbox | null = null) {
  if (outbox) return createQueuedFlowLogic(client, outbox);
  const voucherDelivery = voucherDeliveryMachine.provide({
    actors: {
      recordDelivery: uploadActor<RecordDeliveryInput>(
        (input, onUploadProgress) =>
          client.mutate({
            mutation: DeliverVoucherDocument,
            variables: { donationId: input.donationId, input: deliveryVariables(input) },
            context: { onUploadProgress },
          }),
        { succeeded: 'DELIVERY.RECORDED', failed: 'DELIVERY.FAILED' },
      ),
      endDonation: fromPromise<EndResult, { donationId: string }>(async ({ input }) => {
        try {
          await client.mutate({ mutation: EndDonationDocument, variables: { id: input.donationId } });
        } catch (error) {
          return { ok: false, message: readGraphQLFailure(error).message };
        }
        // The list the leader returns to shows the donation complete at once.
        await client.query({ query: DonationsDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
        return { ok: true };
      }),
    },
  });

  return donationFlowMachine.provide({
    actors: {
      loadDonation: fromPromise<LoadResult, { donationId: string }>(({ input }) => loadLeaderDonation(client, input.donationId, null)),
      receiveDonation: uploadActor<ReceiptInput>(
        (input, onUploadProgress) =>
          client.mutate({
            mutation: ReceiveDonationDocument,
            variables: {
              id: input.donationId,
              input: { file: input.photo, receivedQuantity: input.receivedQuantity, lat: input.position.lat, lon: input.position.lon },
            },
            context: { onUploadProgress },
          }),
        { succeeded: 'RECEIPT.RECORDED', failed: 'RECEIPT.FAILED' },
      ),
      voucherDelivery,
    },
  });
}

function createQueuedFlowLogic(client: ApolloClient, outbox: Outbox) {
  const voucherDelivery = voucherDeliveryMachine.provide({
    actors: {
      recordDelivery: queuedActor<RecordDeliveryInput>((input) => outbox.enqueue(input.donationId, deliverPayload(client, input)), {
        succeeded: 'DELIVERY.RECORDED',
        failed: 'DELIVERY.FAILED',
      }),
      endDonation: fromPromise<EndResult, { donationId: string }>(async ({ input }) => {
        try {
          await outbox.enqueue(input.donationId, { kind: 'end' });
          return { ok: true };
        } catch (error) {
          return { ok: false, message: queueFailure(error) };
        }
      }),
    },
  });

  return donationFlowMachine.provide({
    actors: {
      loadDonation: fromPromise<LoadResult, { donationId: string }>(({ input }) => loadLeaderDonation(client, input.donationId, outbox)),
      receiveDonation: queuedActor<ReceiptInput>(
        (input) =>
          outbox.enqueue(input.donationId, {
            kind: 'receive',
            receivedQuantity: input.receivedQuantity,
            photo: input.photo,
            position: input.position,
          }),
        { succeeded: 'RECEIPT.RECORDED', failed: 'RECEIPT.FAILED' },
      ),
      voucherDelivery,
    },
  });
}
