import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { OverviewDocument, type OverviewQuery } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import type { OverviewFilter } from '#contract/overview.ts';

/** The figures refresh this often while the page is visible (docs/product.md R12.7). */
export const OVERVIEW_REFRESH_MS = 60_000;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The overview's figures, asked again every minute while the page is visible and at once when the
 * person comes back to the tab. When an answer cannot come (no connection), the last figures stay,
 * with `offline` set: the screen says 'Sem conexão' and when they were true.
 */
export function useLiveOverview(filter: OverviewFilter) {
  const query = useQuery(OverviewDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    pollInterval: OVERVIEW_REFRESH_MS,
    skipPollAttempt: hidden,
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  useEffect(() => {
    const onVisible = () => {
      if (!hidden()) void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [refetch]);

  // The last answer for this filter, kept while a refresh fails.
  const [lastGood, setLastGood] = useState<{
    key: string;
    overview: OverviewQuery['overview'];
  } | null>(null);
  const key = JSON.stringify(filter);
  const answer = query.data?.overview;
  // Adjusting state while rendering (React's pattern for state derived from a changing input).
  if (answer && (lastGood?.overview !== answer || lastGood.key !== key))
    setLastGood({ key, overview: answer });
  const kept = lastGood?.key === key ? lastGood.overview : null;
  const failure = query.error ? readGraphQLFailure(query.error) : null;
  const offline =
    failure !== null &&
    kept !== null &&
    (failure.code === 'NETWORK' || failure.code === 'INTERNAL' || !navigator.onLine);
  return {
    overview: query.data?.overview ?? kept,
    loading: query.loading,
    error: offline ? null : query.error,
    offline,
    refetch,
  };
}
