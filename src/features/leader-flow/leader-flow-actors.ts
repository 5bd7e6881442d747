import type { ApolloClient } from '@apollo/client';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import {
  DeliverVoucherDocument,
  DonationDetailsDocument,
  DonationsDocument,
  EndDonationDocument,
  ReceiveDonationDocument,
  type DonationDetailsQuery,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  donationFlowMachine,
  type LeaderDonation,
  type LoadResult,
  type ReceiptInput,
} from '#machines/donation-flow.machine.ts';
import {
  voucherDeliveryMachine,
  type EndResult,
  type RecordDeliveryInput,
} from '#machines/voucher-delivery.machine.ts';
import type { VoucherItem, VoucherStatus } from '#machines/voucher-status.ts';
import { withCommandEffects, type AppliedCommand } from '#machines/outbox-overlay.ts';
import { donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import type { CommandsAhead } from '#src/core/outbox/commands-ahead.ts';
import { StorageFullError } from '#src/core/outbox/device-storage.ts';
import {
  deliverVoucherVariables,
  endDonationVariables,
  receiveDonationVariables,
} from '#src/core/outbox/leader-write-variables.ts';
import { leaderFlowCopy } from './copy';
import { keepListSummaryInStep } from './list-summary-in-step';

/**
 * The real effects of the leader's flow machines, over the signed-in Apollo client. Every write
 * is a typed GraphQL mutation on that client; for a leader with an outbox the client keeps it on
 * the device and sends it when it can (docs/architecture.md A1, "Writes"), so these effects are
 * the same online and offline. Failures the server explains come back as data with its pt-BR
 * message.
 */

type Details = DonationDetailsQuery['donationDetails'];

const asVoucherStatus = (status: number): VoucherStatus =>
  status === 2 || status === 3 ? status : 1;

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
    vouchers: details.vouchers.map((voucher): VoucherItem => ({
      voucherId: voucher.voucherId,
      position: voucher.position,
      status: asVoucherStatus(voucher.status),
    })),
  };
}

/** Full storage on the device says so (the form stays as typed); otherwise the server's message or the pt-BR fallback. */
const writeFailure = (error: unknown) =>
  error instanceof StorageFullError
    ? leaderFlowCopy.outbox.storageFull
    : readGraphQLFailure(error).message;

/** A write that reports upload progress and ends with one of two events; silent once the actor stopped. */
function writeActor<I>(
  send: (
    input: I,
    onUploadProgress: (progress: { loaded: number; total: number }) => void,
  ) => Promise<unknown>,
  events: { succeeded: string; failed: string },
) {
  return fromCallback<AnyEventObject, I>(({ input, sendBack }) => {
    let active = true;
    const report = (event: AnyEventObject) => {
      if (active) sendBack(event);
    };
    send(input, ({ loaded, total }) => report({ type: 'UPLOAD.PROGRESS', loaded, total })).then(
      () => report({ type: events.succeeded }),
      (error: unknown) => report({ type: events.failed, message: writeFailure(error) }),
    );
    return () => {
      active = false;
    };
  });
}

function asStatusText(status: number, fallback: string): string {
  return status >= 1 && status <= 6 ? donationStatusText(status as DonationStatus) : fallback;
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
export async function loadLeaderDonation(
  client: ApolloClient,
  donationId: string,
  outbox: CommandsAhead | null,
): Promise<LoadResult> {
  try {
    const before = outbox ? await outbox.ahead(donationId) : [];
    const { data } = await client.query({
      query: DonationDetailsDocument,
      variables: { id: donationId },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('donation details returned no data');
    const donation = toLeaderDonation(data.donationDetails);
    keepListSummaryInStep(client.cache, donation);
    if (!outbox) return { ok: true, donation };
    const after = await outbox.ahead(donationId);
    await outbox.confirm(donation);
    const ahead = withCommandEffects(donation, unionById(before, after));
    return {
      ok: true,
      donation: { ...ahead, statusText: asStatusText(ahead.status, ahead.statusText) },
    };
  } catch (error) {
    return { ok: false, message: readGraphQLFailure(error).message };
  }
}

/**
 * The flow machines with their effects. `outbox` is what the device holds of the leader's work
 * (queued and sent-but-not-yet-seen commands), applied over every answer; null when the session
 * has no outbox (no IndexedDB, component tests of the online flow).
 */
export function createDonationFlowLogic(client: ApolloClient, outbox: CommandsAhead | null = null) {
  const voucherDelivery = voucherDeliveryMachine.provide({
    actors: {
      recordDelivery: writeActor<RecordDeliveryInput>(
        (input, onUploadProgress) =>
          client.mutate({
            mutation: DeliverVoucherDocument,
            variables: deliverVoucherVariables(input),
            context: { onUploadProgress },
          }),
        { succeeded: 'DELIVERY.RECORDED', failed: 'DELIVERY.FAILED' },
      ),
      endDonation: fromPromise<EndResult, { donationId: string }>(async ({ input }) => {
        try {
          await client.mutate({
            mutation: EndDonationDocument,
            variables: endDonationVariables(input),
          });
        } catch (error) {
          return { ok: false, message: writeFailure(error) };
        }
        // Sent now (no outbox): the list the leader returns to shows the donation complete at once.
        // With an outbox the end was queued; the list shows it through the overlay, and the
        // outbox asks the active queries again once the server has it.
        if (!outbox)
          await client
            .query({ query: DonationsDocument, fetchPolicy: 'network-only' })
            .catch(() => undefined);
        return { ok: true };
      }),
    },
  });

  return donationFlowMachine.provide({
    actors: {
      loadDonation: fromPromise<LoadResult, { donationId: string }>(({ input }) =>
        loadLeaderDonation(client, input.donationId, outbox),
      ),
      receiveDonation: writeActor<ReceiptInput>(
        (input, onUploadProgress) =>
          client.mutate({
            mutation: ReceiveDonationDocument,
            variables: receiveDonationVariables(input),
            context: { onUploadProgress },
          }),
        { succeeded: 'RECEIPT.RECORDED', failed: 'RECEIPT.FAILED' },
      ),
      voucherDelivery,
    },
  });
}
