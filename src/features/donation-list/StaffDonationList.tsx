import { useQuery } from '@apollo/client/react';
import { donationListCopy } from './copy.ts';
import { DonationSearchDocument } from '#graphql/generated/operations.ts';
import { Button } from '#src/ui/Button.tsx';
import { ActiveFilterChips } from '#src/ui/ActiveFilterChips.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import {
  useDonationFilterStore,
  useSavedDonationFilter,
} from '#src/core/session-scope/use-donation-filter.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { StaffDonationCards } from './StaffDonationCards.tsx';
import { useDonationsQuery } from './use-donations-query.ts';
import * as styles from './StaffDonationList.css.ts';

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

/**
 * Admin and readonly: every donation, or the filtered ones while a filter is on. Readonly has no
 * filter form; its filter comes only from an overview figure's link (docs/product.md R12.3).
 */
export function StaffDonationList() {
  const filter = useSavedDonationFilter();
  return filter ? <FilteredDonations filter={filter} /> : <AllDonations />;
}
