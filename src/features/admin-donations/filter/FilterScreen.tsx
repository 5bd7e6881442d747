import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { adminDonationsCopy } from '../copy';
import { DonationSearchDocument } from '../../../../graphql/generated/operations';
import { readGraphQLFailure } from '../../../../graphql/apollo-failure';
import { NotificationBanner } from '../../../ui/NotificationBanner';
import { Screen } from '../../../ui/Screen';
import { clearDonationFilter, readDonationFilter, saveDonationFilter, useFilterOwner } from '../../../core/donation-filter-store';
import { notify } from '../../../core/notification-store';
import type { DonationFilter } from '../../../../contract/donation-filter';
import { filterToForm } from '../../../lib/donation-filter';
import { FilterForm } from './FilterForm';

const text = adminDonationsCopy.filter;

/** Admin: the donation filter (SPEC §2 /filter). The list then shows the matching donations. */
export function FilterScreen() {
  const owner = useFilterOwner() ?? '';
  const client = useApolloClient();
  const [, navigate] = useLocation();
  // The saved filter fills the form once; the form then owns what is typed.
  const [initial] = useState(() => filterToForm(readDonationFilter(owner)));

  const runFilter = async (filter: DonationFilter) => {
    try {
      await client.query({ query: DonationSearchDocument, variables: { filter }, fetchPolicy: 'network-only' });
    } catch (error) {
      notify('failure', readGraphQLFailure(error).message);
      return;
    }
    saveDonationFilter(owner, filter);
    notify('success', text.success);
    navigate('/donation-list');
  };

  const clear = () => {
    clearDonationFilter();
    navigate('/donation-list');
  };

  return (
    <Screen title={text.title} backTo="/donation-list" withNav>
      <NotificationBanner />
      <FilterForm initial={initial} onFilter={runFilter} onClear={clear} />
    </Screen>
  );
}
