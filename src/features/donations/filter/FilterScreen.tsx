import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { adminDonationsCopy } from '../shared/copy.ts';
import { DonationSearchDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useDonationFilterStore } from '#src/core/session-scope/donation-filter.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { filterToForm } from './donation-filter-form.ts';
import { FilterForm, withLeaderId } from './FilterForm.tsx';
import { paths } from '#src/lib/paths.ts';

const text = adminDonationsCopy.filter;

export function FilterScreen() {
  const donationFilter = useDonationFilterStore();
  const notify = useNotify();
  const client = useApolloClient();
  const [, navigate] = useLocation();
  // The saved filter fills the form once; the form then owns what is typed.
  const [initial] = useState(() => filterToForm(donationFilter.read()));

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
    notify('success', text.success, { on: paths.donationList.link() });
    navigate(paths.donationList.link());
  };

  const clear = () => {
    donationFilter.clear();
    navigate(paths.donationList.link());
  };

  return (
    <Screen title={text.title} backTo={paths.donationList.link()} withNav>
      <NotificationBanner />
      <FilterForm initial={initial} onFilter={runFilter} onClear={clear} />
    </Screen>
  );
}
