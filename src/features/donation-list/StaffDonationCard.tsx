import { Link } from 'wouter';
import { copy } from '#src/ui/copy.ts';
import { DonationCode } from '#src/ui/donation-marks.tsx';
import { NoCardsFlag } from '#src/ui/donation-marks.tsx';
import { donationListCopy } from './copy.ts';
import type { DonationsQuery } from '#graphql/generated/operations.ts';
import { statusTone } from '#src/ui/styles/list.css.ts';
import { donationStatusTone } from '#src/ui/donation-marks.tsx';
import * as styles from './StaffDonationCard.css.ts';
import { paths } from '#src/lib/paths.ts';

/** A donation as the lists show it. */
export type DonationSummary = DonationsQuery['donations'][number];

/** A donation on the admin and readonly list: every one opens its details. */
export function StaffDonationCard({ donation }: { donation: DonationSummary }) {
  return (
    <Link href={paths.donationDetails.link({ id: donation.donationId })} className={styles.card}>
      <div className={styles.top}>
        <h2 className={styles.title}>
          {donationListCopy.cardTitleLead} <DonationCode id={donation.donationId} />
        </h2>
        <svg
          className={styles.chevron}
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M8.5 4.5 16 12l-7.5 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className={styles.quantity}>
        {copy.donations.quantity(donation.quantity)}
        {donation.deliveredCount + donation.notDeliveredCount + donation.pendingCount === 0 ? (
          <NoCardsFlag />
        ) : null}
      </p>
      <p className={styles.badgeLine}>
        <span className={`${statusTone[donationStatusTone(donation.status)]} ${styles.badge}`}>
          <span className={styles.meta}>{donationListCopy.statusLabel}</span> {donation.statusText}
        </span>
      </p>
      <p className={styles.line}>
        {donationListCopy.leader} {donation.leaderName}
      </p>
      <p className={styles.line}>
        {donationListCopy.site} {donation.siteName}
      </p>
    </Link>
  );
}
