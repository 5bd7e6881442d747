import { useQuery } from '@apollo/client/react';
import { donationListCopy, useDonationsQuery } from '../donation-list.ts';
import { DonationSearchDocument, OverviewDocument } from '#graphql/generated/operations.ts';
import { Button } from '#src/ui/Button.tsx';
import { ActiveFilterChips } from '#src/ui/ActiveFilterChips.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import {
  useDonationFilterStore,
  useSavedDonationFilter,
  useFilterFromAddress,
} from '#src/core/session-scope/donation-filter.ts';
import { StaffDonationCards } from './StaffDonationCards.tsx';
import { Link } from 'wouter';
import { button } from '#src/ui/Button.css.ts';
import { countFilterCriteria, type DonationFilter } from '#contract/donation-filter.ts';
import { paths } from '#src/lib/paths.ts';
import * as styles from './StaffDonationList.css.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';

const text = donationListCopy.staff;

function FilteredDonations({ filter }: { filter: DonationFilter }) {
  const donationFilter = useDonationFilterStore();
  const { data, loading, error, refetch } = useQuery(DonationSearchDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <ActiveFilterChips
        filter={filter}
        onChange={(next) => (next ? donationFilter.save(next) : donationFilter.clear())}
        // Filtered by one leader, every row is hers.
        leaderName={filter.leaderId ? data?.donationSearch.donations[0]?.leaderName : undefined}
      />
      <QueryState
        data={data?.donationSearch}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={donationListCopy.loading}
        failureText={donationListCopy.loadFailed}
      >
        {(result) => (
          <>
            <div className={styles.summary}>
              <p role="status">
                {result.total === 0
                  ? text.filteredEmpty
                  : text.filteredSummary(result.donations.length, result.total)}
              </p>
              <Button variant="outline" onClick={donationFilter.clear}>
                {text.clearFilter}
              </Button>
            </div>
            {result.donations.length > 0 ? (
              <StaffDonationCards donations={result.donations} />
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

function AllDonations() {
  return (
    <QueryState {...useDonationsQuery()} emptyText={donationListCopy.emptyOther}>
      {(donations) => (
        <>
          <p className={styles.total}>{text.count(donations.length)}</p>
          <StaffDonationCards donations={donations} />
        </>
      )}
    </QueryState>
  );
}

/** Readonly's filter comes only from an overview figure's link. */
export function StaffDonationList() {
  const filter = useSavedDonationFilter();
  return filter ? <FilteredDonations filter={filter} /> : <AllDonations />;
}

/** Its own chunk: the staff's list never travels to a leader's phone. */
export function StaffArea() {
  useFilterFromAddress();
  return (
    <>
      <OverviewSummary />
      <StaffDonationList />
    </>
  );
}

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

export function OverviewSummary() {
  const { data } = useQuery(OverviewDocument, {
    variables: { filter: {} },
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.overview;
  return (
    <p className={styles.overviewLine}>
      {overview
        ? `${donationListCopy.staff.overviewSummary(overview.donations, overview.pastDeadline, overview.deliveredToday.cards)} `
        : null}
      <Link href={paths.overview.link()} className={styles.overviewLink}>
        {donationListCopy.staff.overviewLink}
      </Link>
    </p>
  );
}
