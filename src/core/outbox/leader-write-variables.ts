import type {
  DeliverVoucherMutationVariables,
  EndDonationMutationVariables,
  ReceiveDonationMutationVariables,
} from '#graphql/generated/operations.ts';
import type { ReceiptInput } from '#machines/donation-flow.machine.ts';
import type { RecordDeliveryInput } from '#machines/voucher-delivery.machine.ts';

/**
 * The leader's three writes as the flow machines hand them over, turned into their GraphQL
 * mutations' variables: written once, for the flow and for the outbox's older records. From
 * there the resolver hands the variables to `graphql/rest`, which builds the one REST request.
 */

export function receiveDonationVariables({
  donationId,
  receivedQuantity,
  photo,
  position,
}: ReceiptInput): ReceiveDonationMutationVariables {
  return {
    id: donationId,
    input: { file: photo, receivedQuantity, lat: position.lat, lon: position.lon },
  };
}

export function deliverVoucherVariables({
  donationId,
  voucherId,
  delivery,
  position,
}: RecordDeliveryInput): DeliverVoucherMutationVariables {
  const base = { voucherId, lat: position.lat, lon: position.lon };
  if (!delivery.delivered)
    return {
      donationId,
      input: { ...base, delivered: false, leaderComment: delivery.leaderComment },
    };
  return {
    donationId,
    input: {
      ...base,
      delivered: true,
      receivedName: delivery.receivedName,
      receivedCpf: delivery.receivedCpf,
      receivedContactNumber: delivery.receivedContactNumber,
      receivedEmail: delivery.receivedEmail,
      file: delivery.photo,
      invoiceFile: delivery.invoice,
      receiptCode: delivery.receiptCode ?? null,
    },
  };
}

export const endDonationVariables = ({
  donationId,
}: {
  donationId: string;
}): EndDonationMutationVariables => ({ id: donationId });
