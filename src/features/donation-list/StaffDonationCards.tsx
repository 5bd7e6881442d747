import { donationListCopy } from './copy.ts';
import { StaffDonationCard, type DonationSummary } from './StaffDonationCard.tsx';
import { VirtualDonationList } from './VirtualDonationList.tsx';
import * as listStyles from '#src/ui/styles/list.css.ts';

/**
 * Above this many cards the list is virtualised. Below it every card is in the page, so
 * find-in-page and a screen reader's browse mode reach all of them (docs/decisions/027-virtualise-only-long-lists.md).
 */
export const VIRTUALISE_ABOVE = 200;

/** The staff's donation cards: all in the page when few, virtualised when many. */
export function StaffDonationCards({ donations }: { donations: readonly DonationSummary[] }) {
  if (donations.length > VIRTUALISE_ABOVE) return <VirtualDonationList donations={donations} />;
  return (
    <ul className={listStyles.list} aria-label={donationListCopy.listLabel}>
      {donations.map((donation) => (
        <li key={donation.donationId}>
          <StaffDonationCard donation={donation} />
        </li>
      ))}
    </ul>
  );
}
