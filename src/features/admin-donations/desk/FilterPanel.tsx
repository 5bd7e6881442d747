import { useApolloClient } from '@apollo/client/react';
import { useId } from 'react';
import { DonationSearchDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  useDonationFilterStore,
  useSavedDonationFilter,
} from '#src/core/session-scope/donation-filter.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { adminDonationsCopy } from '../copy.ts';
import { FilterForm } from '../filter/FilterForm.tsx';
import { filterToForm } from '../forms/donation-filter-form.ts';
import { withLeaderId } from '../filter/leader-by-cpf.ts';
import { deskCopy as text } from './desk-copy.ts';
import * as styles from './DonationDeskScreen.css.ts';

/**
 * The filter, open beside the table: the same form as /filter, applied in place. It shows the
 * saved filter, so a chip removed above the table empties its field here too.
 */
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
