import type { LeaderDonation } from '#machines/donation-flow.machine.ts';

/** A module of its own so the voucher delivery reads it without the delivering screen's notice. */
export const isShortReceipt = (donation: Pick<LeaderDonation, 'quantity' | 'receivedQuantity'>) =>
  donation.receivedQuantity !== null && donation.receivedQuantity < donation.quantity;
