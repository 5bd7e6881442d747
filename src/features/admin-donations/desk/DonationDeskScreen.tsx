import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { useFilterFromAddress } from '#src/core/session-scope/donation-filter.ts';
import { button } from '#src/ui/Button.css.ts';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { LocationNotice, NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { DeskDonations } from './DeskDonations.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { deskCopy as text } from './desk-copy.ts';
import * as styles from './DonationDeskScreen.css.ts';

/**
 * /donation-list for admin and readonly at a desk (≥ 1024 px, docs/product.md R14.3): the
 * donations as a sortable table, a search by code, 'Exportar esta lista', and for admin the
 * filter in a side panel that opens on request: closed, the table has the window's whole width
 * for its codes, names and statuses. Phones and leaders keep the cards (DonationListScreen).
 */
export function DonationDeskScreen() {
  const role = useSessionView().user?.role;
  const geolocation = useGeolocation();
  const isAdmin = role === 'admin';
  const [filterOpen, setFilterOpen] = useState(false);
  const panelId = useId();
  const withPanel = isAdmin && filterOpen;
  // An overview figure's link (docs/product.md R12.3) becomes the filter, for readonly too.
  useFilterFromAddress();

  return (
    <Screen title={text.title} withNav wide>
      <NotificationBanner />
      {geolocation.status === 'granted' ? (
        <div className={withPanel ? styles.layoutWithPanel : styles.layout}>
          {withPanel ? <FilterPanel id={panelId} /> : null}
          <div className={styles.content}>
            {isAdmin ? (
              <div className={styles.actions}>
                <Link href={paths.donationRegister.link()} className={button({ variant: 'solid' })}>
                  {text.register}
                </Link>
                <button
                  type="button"
                  className={button({ variant: 'outline' })}
                  aria-expanded={filterOpen}
                  aria-controls={filterOpen ? panelId : undefined}
                  onClick={() => setFilterOpen((open) => !open)}
                >
                  {text.filterPanel}
                </button>
              </div>
            ) : null}
            <DeskDonations canFilter />
          </div>
        </div>
      ) : geolocation.status === 'pending' ? (
        <LoadingScreen />
      ) : (
        <LocationNotice onRetry={geolocation.retry} retrying={geolocation.retrying} />
      )}
    </Screen>
  );
}
