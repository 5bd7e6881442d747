export const DONATION_STATUS = {
  waiting: 1,
  received: 2,
  delivering: 3,
  complete: 4,
  returned: 5,
  lost: 6,
} as const;

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
