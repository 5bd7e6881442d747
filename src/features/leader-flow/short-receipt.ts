import type { LeaderDonation } from '#machines/donation-flow.machine.ts';

/**
 * True when the leader confirmed fewer cards than the donation has (docs/product.md R13.7). A
 * module of its own so that the card delivery reads it without the delivering screen's notice.
 */
export const isShortReceipt = (donation: Pick<LeaderDonation, 'quantity' | 'receivedQuantity'>) =>
  donation.receivedQuantity !== null && donation.receivedQuantity < donation.quantity;
