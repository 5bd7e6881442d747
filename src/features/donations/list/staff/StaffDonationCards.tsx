import { donationListCopy } from '../donation-list.ts';
import { Link } from 'wouter';
import { copy } from '#src/ui/copy.ts';
import { DonationCode, NoVouchersFlag, donationStatusTone } from '#src/ui/donation-marks.tsx';
import type { DonationsQuery } from '#graphql/generated/operations.ts';
import { statusTone } from '#src/ui/styles/list.css.ts';
import { paths } from '#src/lib/paths.ts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { CARD_HEIGHT_REM, ROW_GAP_REM } from './StaffDonationCards.css.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './StaffDonationCards.css.ts';

/**
 * Below this every card is in the page, for find-in-page and browse mode
 * (docs/decisions/027-virtualise-only-long-lists.md).
 */
export const VIRTUALISE_ABOVE = 200;

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

export type DonationSummary = Omit<DonationsQuery['donations'][number], 'recalledCount'>;

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
          <NoVouchersFlag />
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

function rootFontPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/** A row is measured once drawn, so a card whose text wraps is never cut. */
export function VirtualDonationList({ donations }: { donations: readonly DonationSummary[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [rowPx] = useState(() => (CARD_HEIGHT_REM + ROW_GAP_REM) * rootFontPx());

  // Where the list starts in the page; the content above it (toolbar, summary) may change, so
  // it is measured after every render; the updater keeps the old value when nothing moved.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose (above)
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
  });

  const virtualizer = useWindowVirtualizer({
    count: donations.length,
    estimateSize: () => rowPx,
    // A card is never shorter than its usual height (its minimum): only wrapped text grows it.
    measureElement: (row) => Math.max(row.getBoundingClientRect().height, rowPx),
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => donations[index]?.donationId ?? index,
  });

  return (
    <ul
      ref={listRef}
      className={styles.list}
      aria-label={donationListCopy.listLabel}
      style={{ height: `${virtualizer.getTotalSize()}px` }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const donation = donations[item.index];
        if (!donation) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.row}
            aria-setsize={donations.length}
            aria-posinset={item.index + 1}
            style={{
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            <StaffDonationCard donation={donation} />
          </li>
        );
      })}
    </ul>
  );
}
