import { useQuery } from '@apollo/client/react';
import { copy } from '../../ui/copy/pt-BR';
import { adminDonationsCopy } from '../admin-donations/copy';
import { DonationSearchDocument, DonationsDocument } from '../../../graphql/generated/operations';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Notice } from '../../ui/Notice';
import { clearDonationFilter, useDonationFilter, useFilterOwner } from '../../core/donation-filter-store';
import type { DonationFilter } from '../../../contract/donation-filter';
import { VirtualDonationList } from './VirtualDonationList';
import * as listStyles from '../../ui/styles/list.css';
import * as styles from './StaffDonationList.css';

const text = adminDonationsCopy.list;

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <Notice tone="danger" role="alert">
      <p>{copy.donations.loadFailed}</p>
      <Button variant="outline" onClick={retry}>
        {copy.donations.retry}
      </Button>
    </Notice>
  );
}

function FilteredDonations({ filter }: { filter: DonationFilter }) {
  const { data, loading, error, refetch } = useQuery(DonationSearchDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.donationSearch;
  if (!result && loading) return <LoadingScreen label={copy.donations.loading} />;
  if (!result) return error ? <LoadFailed retry={() => void refetch()} /> : null;
  return (
    <>
      <div className={styles.summary}>
        <p role="status">{result.total === 0 ? text.filteredEmpty : text.filteredSummary(result.donations.length, result.total)}</p>
        <Button variant="outline" onClick={clearDonationFilter}>
          {text.clearFilter}
        </Button>
      </div>
      {result.donations.length > 0 ? <VirtualDonationList donations={result.donations} /> : null}
    </>
  );
}

function AllDonations() {
  const { data, loading, error, refetch } = useQuery(DonationsDocument, { fetchPolicy: 'cache-and-network' });
  const donations = data?.donations;
  if (!donations && loading) return <LoadingScreen label={copy.donations.loading} />;
  if (!donations) return error ? <LoadFailed retry={() => void refetch()} /> : null;
  if (donations.length === 0) return <p className={listStyles.empty}>{copy.donations.emptyOther}</p>;
  return (
    <>
      <p className={styles.total}>{text.count(donations.length)}</p>
      <VirtualDonationList donations={donations} />
    </>
  );
}

/** Admin and readonly: every donation, or the admin's filtered ones while a filter is on. */
export function StaffDonationList({ canFilter }: { canFilter: boolean }) {
  const owner = useFilterOwner();
  const filter = useDonationFilter(canFilter ? owner : null);
  return filter ? <FilteredDonations filter={filter} /> : <AllDonations />;
}
