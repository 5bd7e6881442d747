/**
 * A leader donation's step in the flow, decided from its status alone (docs/product.md R2, R4). The
 * donation-flow machine enters its state from it and the donation list links by it; the URL of
 * each step is src/lib/paths.ts's business.
 */

export const DONATION_STATUS = {
  waiting: 1,
  received: 2,
  delivering: 3,
  complete: 4,
  returned: 5,
  lost: 6,
} as const;

/** 1 waiting for receipt, 2 received, 3 delivering; 4, 5 and 6 leave nothing for the leader to do. */
export type DonationStep = 'waiting' | 'received' | 'delivering' | 'closed';

export function donationStepOf(status: number): DonationStep {
  switch (status) {
    case DONATION_STATUS.waiting:
      return 'waiting';
    case DONATION_STATUS.received:
      return 'received';
    case DONATION_STATUS.delivering:
      return 'delivering';
    default:
      return 'closed';
  }
}
