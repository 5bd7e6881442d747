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
} from '../../../graphql/generated/operations';
import { readGraphQLFailure } from '../../../graphql/apollo-failure';
import { donationFlowMachine, type LeaderDonation, type LoadResult, type ReceiptInput } from '../../../machines/donation-flow.machine';
import {
  voucherDeliveryMachine,
  type EndResult,
  type RecordDeliveryInput,
  type VoucherItem,
  type VoucherStatus,
} from '../../../machines/voucher-delivery.machine';

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
) {
  return fromCallback<AnyEventObject, I>(({ input, sendBack }) => {
    let active = true;
    const report = (event: AnyEventObject) => {
      if (active) sendBack(event);
    };
    send(input, ({ loaded, total }) => report({ type: 'UPLOAD.PROGRESS', loaded, total })).then(
      () => report({ type: events.succeeded }),
      (error: unknown) => report({ type: events.failed, message: readGraphQLFailure(error).message }),
    );
    return () => {
      active = false;
    };
  });
}

export function createDonationFlowLogic(client: ApolloClient) {
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
      loadDonation: fromPromise<LoadResult, { donationId: string }>(async ({ input }) => {
        try {
          const { data } = await client.query({
            query: DonationDetailsDocument,
            variables: { id: input.donationId },
            fetchPolicy: 'network-only',
          });
          if (!data) throw new Error('donation details returned no data');
          return { ok: true, donation: toLeaderDonation(data.donationDetails) };
        } catch (error) {
          return { ok: false, message: readGraphQLFailure(error).message };
        }
      }),
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
