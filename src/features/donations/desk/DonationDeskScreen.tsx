import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery, useApolloClient } from '@apollo/client/react';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import {
  useFilterFromAddress,
  useDonationFilterStore,
  useSavedDonationFilter,
} from '#src/core/session-scope/donation-filter.ts';
import { button } from '#src/ui/Button.css.ts';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { LocationNotice, NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { DonationSearchDocument, DonationsDocument } from '#graphql/generated/operations.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { ActiveFilterChips } from '#src/ui/ActiveFilterChips.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { isDonationId } from '#contract/donation-id.ts';
import { Button } from '#src/ui/Button.tsx';
import { adminDonationsCopy, deskCopy, deskCopy as text } from '../shared/copy.ts';
import * as styles from './DonationDeskScreen.css.ts';
import { DonationTable, type TableDonation } from './DonationTable.tsx';
import { ExportListButton } from './ExportListButton.tsx';
import { FilterForm, withLeaderId } from '../filter/FilterForm.tsx';
import { filterToForm } from '../filter/donation-filter-form.ts';

/**
 * Admin's filter opens on request: closed, the table has the whole width. Phones keep the cards.
 */
export function DonationDeskScreen() {
  const role = useSessionView().user?.role;
  const geolocation = useGeolocation();
  const isAdmin = role === 'admin';
  const [filterOpen, setFilterOpen] = useState(false);
  const panelId = useId();
  const withPanel = isAdmin && filterOpen;
  // An overview figure's link becomes the filter, for readonly too.
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

const loadTexts = { loadingText: text.loading, failureText: text.loadFailed } as const;

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

export function DeskDonations({ canFilter }: { canFilter: boolean }) {
  const saved = useSavedDonationFilter();
  const filter = canFilter ? saved : null;
  return filter ? <FilteredTable filter={filter} /> : <AllTable />;
}

/** It shows the saved filter, so a chip removed above the table empties its field here too. */
export function FilterPanel({ id }: { id: string }) {
  const headingId = useId();
  const donationFilter = useDonationFilterStore();
  const saved = useSavedDonationFilter();
  const client = useApolloClient();
  const notify = useNotify();

  const runFilter = async (typed: DonationFilter) => {
    let filter: DonationFilter;
    try {
      filter = await withLeaderId(client, typed);
      await client.query({
        query: DonationSearchDocument,
        variables: { filter },
        fetchPolicy: 'network-only',
      });
    } catch (error) {
      notify('failure', readGraphQLFailure(error).message);
      return;
    }
    donationFilter.save(filter);
    notify('success', adminDonationsCopy.filter.success);
  };

  return (
    <aside id={id} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {text.filterPanel}
      </h2>
      {/* A new saved filter (a chip removed, 'Limpar filtro') fills the form afresh. */}
      <FilterForm
        key={JSON.stringify(saved)}
        initial={filterToForm(saved)}
        onFilter={runFilter}
        onClear={donationFilter.clear}
      />
    </aside>
  );
}

const searchText = deskCopy.search;
const SUGGESTIONS = 12;

/** Shorter text is a piece of a donation's code. */
const VOUCHER_NUMBER_MIN = 8;

/** For an admin, a number no donation of the list holds opens that voucher's timeline. */
export function CodeSearch({ donations }: { donations: readonly TableDonation[] }) {
  const isAdmin = useSessionView().user?.role === 'admin';
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const wanted = typed.trim().toUpperCase();
  const matches =
    wanted.length >= 2 ? donations.filter((donation) => donation.donationId.includes(wanted)) : [];

  const open = (event: FormEvent) => {
    event.preventDefault();
    const exact = matches.find((donation) => donation.donationId === wanted);
    const only = matches.length === 1 ? matches[0] : undefined;
    const target = exact?.donationId ?? only?.donationId ?? (isDonationId(wanted) ? wanted : null);
    const voucherId = typed.trim();
    if (target) navigate(paths.donationDetails.link({ id: target }));
    else if (isAdmin && matches.length === 0 && voucherId.length >= VOUCHER_NUMBER_MIN)
      navigate(paths.voucherTimeline.link({ number: voucherId }));
    else setSaid(searchText.matches(matches.length));
  };

  return (
    <form role="search" className={styles.codeForm} onSubmit={open}>
      <label htmlFor={inputId} className={styles.codeLabel}>
        {searchText.label}
      </label>
      <div className={styles.codeRow}>
        <input
          id={inputId}
          className={styles.codeInput}
          list={listId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setSaid(null);
          }}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-describedby={hintId}
        />
        <Button type="submit" variant="outline">
          {searchText.submit}
        </Button>
      </div>
      <datalist id={listId}>
        {matches.slice(0, SUGGESTIONS).map((donation) => (
          <option key={donation.donationId} value={donation.donationId} />
        ))}
      </datalist>
      <span id={hintId} className={styles.codeHint} aria-live="polite">
        {said ?? (isAdmin ? searchText.adminHint : searchText.hint)}
      </span>
    </form>
  );
}
