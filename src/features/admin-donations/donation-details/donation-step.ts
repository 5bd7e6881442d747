/** What decides the step of the 4-step donation stepper. */
export type DonationProgress = {
  status: number;
  received?: string | null;
  deliveryStarted?: string | null;
  completed?: string | null;
};

export const DONATION_STEPS = 4;

/**
 * 1 waiting, 2 received by the leader, 3 delivering, 4 complete. A returned (5) or lost (6)
 * donation stays at the step it had reached.
 */
export function donationStep(donation: DonationProgress): number {
  if (donation.status >= 1 && donation.status <= 4) return donation.status;
  if (donation.completed) return 4;
  if (donation.deliveryStarted) return 3;
  if (donation.received) return 2;
  return 1;
}

/** The voucher list shows once delivery has started (docs/product.md R2.14: delivering and completed). */
export function showsVouchers(donation: DonationProgress): boolean {
  return donation.status === 3 || donation.status === 4 || Boolean(donation.deliveryStarted);
}
