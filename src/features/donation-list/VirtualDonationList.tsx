import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { donationListCopy } from './copy.ts';
import { StaffDonationCard, type DonationSummary } from './StaffDonationCard.tsx';
import { CARD_HEIGHT_REM, ROW_GAP_REM } from './StaffDonationCard.css.ts';
import * as styles from './VirtualDonationList.css.ts';

function rootFontPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/**
 * The long staff list, virtualised (docs/decisions/006-staff-list-virtualised.md): only the cards near the screen are in the
 * page, so 10,000 donations scroll as smoothly as 10. The page itself scrolls (the window is
 * the scroll element); a row is placed at its usual height until drawn, then measured, so a card
 * whose text wraps is never cut.
 */
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
