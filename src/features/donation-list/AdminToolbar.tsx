import { Link } from 'wouter';
import { donationListCopy } from './copy.ts';
import { button } from '#src/ui/Button.css.ts';
import { useSavedDonationFilter } from '#src/core/session-scope/use-donation-filter.ts';
import { countFilterCriteria } from '#contract/donation-filter.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './StaffDonationList.css.ts';
import { paths } from '#src/lib/paths.ts';

/** Admin only: register a donation, and open the filter (with how many filters are on). */
export function AdminToolbar() {
  const active = countFilterCriteria(useSavedDonationFilter());
  return (
    <div className={listStyles.toolbar}>
      <Link href={paths.donationRegister.link()} className={button({ variant: 'solid' })}>
        {donationListCopy.staff.register}
      </Link>
      <Link
        href={paths.filter.link()}
        className={button({ variant: 'outline' })}
        // Starts with the visible word, so "Filtrar" still names it for voice control.
        aria-label={
          active > 0
            ? `${donationListCopy.staff.filter}, ${donationListCopy.staff.activeFilters(active)}`
            : undefined
        }
      >
        {donationListCopy.staff.filter}
        {active > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {active}
          </span>
        ) : null}
      </Link>
    </div>
  );
}
