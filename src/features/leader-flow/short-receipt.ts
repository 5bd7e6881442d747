import type { LeaderDonation } from '#machines/donation-flow.machine.ts';

/**
 * True when the leader confirmed fewer cards than the donation has (docs/product.md R13.7). A
 * module of its own: the card delivery reads it, and importing it from ShortReceiptNotice.tsx
 * brought that notice and its texts to the delivery's route
 * (docs/reports/2026-11-27-routes-220.md).
 */
export const isShortReceipt = (donation: Pick<LeaderDonation, 'quantity' | 'receivedQuantity'>) =>
  donation.receivedQuantity !== null && donation.receivedQuantity < donation.quantity;
