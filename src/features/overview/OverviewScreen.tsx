import './overview-print.css';
import { useLocation, useSearch } from 'wouter';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { countFilterCriteria } from '#contract/donation-filter.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { readsComplaints } from '#src/lib/route-access.ts';
import { CampaignMap } from './map/CampaignMap.tsx';
import { VoucherFunnel } from './vouchers/VoucherFunnel.tsx';
import { StuckVouchers } from './vouchers/StuckVouchers.tsx';
import { VerificationRounds } from './figures/VerificationRounds.tsx';
import { DeliveriesChart, ProgressChart } from './figures/OverviewCharts.tsx';
import { overviewCopy } from './shared/copy.ts';
import { time, overviewLink, readOverviewFilter } from './shared/overview.ts';
import { ComplaintFigures, MessageFigures, HeadlineFigures } from './figures/HeadlineFigures.tsx';
import { LeadersTable } from './figures/LeadersTable.tsx';
import { OverviewFilterBar } from './OverviewFilterBar.tsx';
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { OverviewDocument, type OverviewQuery } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import * as styles from './shared/Overview.css.ts';

const text = overviewCopy;

export function OverviewScreen() {
  const filter = readOverviewFilter(useSearch());
  const [, navigate] = useLocation();
  const live = useLiveOverview(filter);
  const active = countFilterCriteria(filter);
  const role = useSessionView().user?.role;

  return (
    <Screen title={text.title} withNav wide>
      <div className={styles.page}>
        <div className={`${styles.statusLine}`}>
          <p role="status">
            {live.overview ? (
              live.offline ? (
                <strong>{text.offline}</strong>
              ) : (
                text.updatedAt(time(live.overview.generatedAt))
              )
            ) : null}
            {active > 0 ? ` · ${text.filter.active(active)}` : ''}
          </p>
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <Button variant="outline" onClick={() => window.print()}>
              {text.print}
            </Button>
          </div>
        </div>
        {live.offline && live.overview ? (
          <Notice tone="info" role="status">
            <p>{text.offlineDetail(time(live.overview.generatedAt))}</p>
          </Notice>
        ) : null}
        <OverviewFilterBar filter={filter} onChange={(next) => navigate(overviewLink(next))} />
        <QueryState
          data={live.overview}
          loading={live.loading}
          error={live.error}
          onRetry={live.refetch}
          loadingText={text.loading}
          failureText={text.loadFailed}
        >
          {(overview) => (
            <>
              {overview.pendingRefresh > 0 ? (
                <Notice tone="info" role="status">
                  <p>{text.pendingRefresh(overview.pendingRefresh)}</p>
                </Notice>
              ) : null}
              <p className={styles.muted}>{text.figures.total(overview.donations)}</p>
              <div className={styles.columns}>
                <HeadlineFigures overview={overview} filter={filter} />
                {readsComplaints(role) ? <ComplaintFigures /> : null}
                <MessageFigures />
              </div>
              <DeliveriesChart days={overview.perDay} filter={filter} />
              <div className={styles.columns}>
                <ProgressChart
                  title={text.charts.perStateTitle}
                  column={text.charts.stateColumn}
                  filter={filter}
                  places={overview.perState.map((p) => ({
                    key: p.state,
                    label: p.state,
                    delivered: p.delivered,
                    total: p.total,
                    criterion: { state: p.state },
                  }))}
                />
                <ProgressChart
                  title={text.charts.perCityTitle}
                  column={text.charts.cityColumn}
                  filter={filter}
                  places={overview.perCity.map((p) => ({
                    key: `${p.state}/${p.city}`,
                    label: `${p.city}/${p.state}`,
                    delivered: p.delivered,
                    total: p.total,
                    criterion: { state: p.state, city: p.city },
                  }))}
                />
              </div>
            </>
          )}
        </QueryState>
        {/* Asked once the figures have their answer: on a slow line and a single-threaded database the
            figures come first, and the map's thousands of points are not processed before them. */}
        {live.overview !== null || Boolean(live.error) ? (
          <>
            <VoucherFunnel filter={filter} />
            <StuckVouchers filter={filter} />
            <LeadersTable filter={filter} />
            <VerificationRounds />
            <CampaignMap filter={filter} />
          </>
        ) : null}
      </div>
    </Screen>
  );
}

export const OVERVIEW_REFRESH_MS = 60_000;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** When no answer can come, the last figures stay with `offline` set ('Sem conexão'). */
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
