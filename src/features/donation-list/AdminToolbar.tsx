import { Link } from 'wouter';
import { copy } from '../../ui/copy/pt-BR';
import { adminDonationsCopy } from '../admin-donations/copy';
import { button } from '../../ui/Button.css';
import { useDonationFilter, useFilterOwner } from '../../core/donation-filter-store';
import { countFilterCriteria } from '../../../contract/donation-filter';
import * as listStyles from '../../ui/styles/list.css';
import * as styles from './StaffDonationList.css';

/** Admin only: register a donation, and open the filter (with how many filters are on). */
export function AdminToolbar() {
  const active = countFilterCriteria(useDonationFilter(useFilterOwner()));
  return (
    <div className={listStyles.toolbar}>
      <Link href="/donation/register" className={button({ variant: 'solid' })}>
        {copy.donations.register}
      </Link>
      <Link
        href="/filter"
        className={button({ variant: 'outline' })}
        // Starts with the visible word, so "Filtrar" still names it for voice control.
        aria-label={active > 0 ? `${adminDonationsCopy.list.filter}, ${adminDonationsCopy.list.activeFilters(active)}` : undefined}
      >
        {adminDonationsCopy.list.filter}
        {active > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {active}
          </span>
        ) : null}
      </Link>
    </div>
  );
}
