import { useQuery } from '@apollo/client/react';
import { DonationSearchDocument, DonationsDocument } from '#graphql/generated/operations.ts';
import {
  useDonationFilterStore,
  useSavedDonationFilter,
} from '#src/core/session-scope/donation-filter.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { ActiveFilterChips } from '#src/ui/ActiveFilterChips.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { CodeSearch } from './CodeSearch.tsx';
import { DonationTable, type TableDonation } from './DonationTable.tsx';
import { ExportListButton } from './ExportListButton.tsx';
import { deskCopy as text } from './desk-copy.ts';
import * as styles from './DonationDeskScreen.css.ts';

const loadTexts = { loadingText: text.loading, failureText: text.loadFailed } as const;

/** The toolbar over the table: how many, the search by code, the export of what is listed. */
function Toolbar({
  donations,
  summary,
  filter,
}: {
  donations: readonly TableDonation[];
  summary: string;
  filter: DonationFilter | null;
}) {
  return (
    <div className={styles.toolbar}>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      <CodeSearch donations={donations} />
      <ExportListButton filter={filter} />
    </div>
  );
}

function FilteredTable({ filter }: { filter: DonationFilter }) {
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
        {...loadTexts}
      >
        {(result) => (
          <>
            <Toolbar
              donations={result.donations}
              summary={
                result.total === 0
                  ? text.filteredEmpty
                  : text.filtered(result.donations.length, result.total)
              }
              filter={filter}
            />
            {result.donations.length > 0 ? <DonationTable donations={result.donations} /> : null}
          </>
        )}
      </QueryState>
    </>
  );
}

function AllTable() {
  const { data, loading, error, refetch } = useQuery(DonationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      data={data?.donations}
      loading={loading}
      error={error}
      onRetry={refetch}
      {...loadTexts}
      isEmpty={() => false}
    >
      {(donations) => (
        <>
          <Toolbar
            donations={donations}
            summary={donations.length === 0 ? text.empty : text.total(donations.length)}
            filter={null}
          />
          {donations.length > 0 ? <DonationTable donations={donations} /> : null}
        </>
      )}
    </QueryState>
  );
}

/** Every donation, or the admin's filtered ones while a filter is on (as on the phone). */
export function DeskDonations({ canFilter }: { canFilter: boolean }) {
  const saved = useSavedDonationFilter();
  const filter = canFilter ? saved : null;
  return filter ? <FilteredTable filter={filter} /> : <AllTable />;
}
