import type { ApolloCache } from '@apollo/client';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { VOUCHER_STATUS } from '#machines/voucher-status.ts';

/**
 * Writes what a donation's answer says into the list's saved summary of that donation
 * (docs/offline.md, "Progress that adds up"). The list's answer is older than the donation
 * screens' whenever the leader recorded cards without returning to the list: the sent commands
 * that covered the gap are forgotten once a donation answer shows them, so offline (or after a
 * reload offline) the list counted only the cards still queued on its old answer. A summary the
 * cache does not hold is left alone. `donation` is the server's answer, without the overlay.
 */
export function keepListSummaryInStep(cache: ApolloCache, donation: LeaderDonation): void {
  const count = (status: number) =>
    donation.vouchers.filter((voucher) => voucher.status === status).length;
  const id = cache.identify({ __typename: 'Donation', donationId: donation.donationId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      status: () => donation.status,
      statusText: () => donation.statusText,
      deliveredCount: () => count(VOUCHER_STATUS.delivered),
      notDeliveredCount: () => count(VOUCHER_STATUS.notDelivered),
      pendingCount: () => count(VOUCHER_STATUS.pending),
    },
  });
}
