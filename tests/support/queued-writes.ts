import {
  deliverVoucherVariables,
  endDonationVariables,
  receiveDonationVariables,
} from '#src/core/outbox/leader-write-variables.ts';
import type { QueuedEffect, QueuedMutation } from '#src/core/outbox/queued-writes.ts';

/**
 * The leader's writes as the outbox link hands them to the store: the mutation and what it
 * changes (`store.add(...write, id)`).
 */
export type QueuedWrite = [QueuedMutation, QueuedEffect];

const position = { lat: -22.98, lon: -43.24 };

export const endWrite = (donationId: string): QueuedWrite => [
  { operationName: 'EndDonation', variables: endDonationVariables({ donationId }) },
  { donationId, effect: { kind: 'end' } },
];

export const receiptWrite = (
  donationId: string,
  receivedQuantity: number,
  photo: Blob,
): QueuedWrite => [
  {
    operationName: 'ReceiveDonation',
    variables: receiveDonationVariables({ donationId, receivedQuantity, photo, position }),
  },
  { donationId, effect: { kind: 'receive', receivedQuantity } },
];

/** A card not delivered (no photo: jsdom's Blob does not survive fake-indexeddb's structured clone). */
export const notDeliveredWrite = (
  donationId: string,
  voucherId: string,
  voucherPosition: number,
  leaderComment = 'Mudou-se.',
): QueuedWrite => [
  {
    operationName: 'DeliverVoucher',
    variables: deliverVoucherVariables({
      donationId,
      voucherId,
      delivery: { delivered: false, leaderComment },
      position,
    }),
  },
  { donationId, effect: { kind: 'deliver', voucherId, voucherPosition, delivered: false } },
];
