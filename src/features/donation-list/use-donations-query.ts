import { useQuery } from '@apollo/client/react';
import { DonationsDocument } from '#graphql/generated/operations.ts';
import { donationListCopy } from './copy.ts';

/** The person's donations (all of them for admin and readonly), as QueryState takes them. */
export function useDonationsQuery() {
  const { data, loading, error, refetch } = useQuery(DonationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    data: data?.donations,
    loading,
    error,
    onRetry: refetch,
    loadingText: donationListCopy.loading,
    failureText: donationListCopy.loadFailed,
  };
}
