import { donationListCopy } from './copy';
import { LoadingScreen } from '#src/ui/LoadingScreen.tsx';
import { LocationNotice } from '#src/ui/LocationNotice.tsx';
import { NotificationBanner } from '#src/ui/NotificationBanner.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { LeaderDonationCard } from './LeaderDonationCard';
import { AdminToolbar } from './AdminToolbar';
import { useDonationsQuery } from './use-donations-query';
import { PendingSection } from './PendingSection';
import { useQueuedCommands, useSentCommands } from '#src/core/outbox/use-outbox.ts';
import { StaffDonationList } from './StaffDonationList';
import { AwayNotice, AwayReportSection } from './AwaySection';
import { LeaderProgressHeader } from './LeaderProgressHeader';
import { OverviewSummary } from './OverviewSummary';
import { useFilterFromAddress } from '#src/core/session-scope/use-filter-from-address.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';

/**
 * A leader's donations; admin and readonly see StaffDonationList. `away`: she said she cannot
 * deliver for now, so the list is read-only (docs/product.md R13.4).
 */
function LeaderDonationList({ away }: { away: boolean }) {
  const queued = useQueuedCommands();
  const sent = useSentCommands();
  return (
    <>
      {away ? <AwayNotice /> : null}
      <LeaderProgressHeader />
      <PendingSection />
      <QueryState {...useDonationsQuery()} emptyText={donationListCopy.emptyLeader}>
        {(donations) => (
          <ul className={listStyles.list} aria-label={donationListCopy.listLabel}>
            {donations.map((donation) => (
              <li key={donation.donationId}>
                <LeaderDonationCard donation={donation} queued={queued} sent={sent} paused={away} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {away ? null : <AwayReportSection />}
    </>
  );
}

/** Admin and readonly: the campaign in one line, the overview's links applied as the filter, then the list. */
function StaffArea() {
  useFilterFromAddress();
  return (
    <>
      <OverviewSummary />
      <StaffDonationList />
    </>
  );
}

/** Main page after sign-in: the person's donations, or all of them for admin and readonly. */
export function DonationListScreen() {
  const view = useSessionView();
  const geolocation = useGeolocation();
  const role = view.user?.role;
  if (!role) return null; // the route guard never shows this screen without a role

  return (
    <Screen title={donationListCopy.title} withNav>
      <NotificationBanner />
      {role === 'admin' ? <AdminToolbar /> : null}

      {geolocation.status === 'granted' ? (
        role === 'leader' ? (
          <LeaderDonationList away={view.gate === 'away'} />
        ) : (
          <StaffArea />
        )
      ) : geolocation.status === 'pending' ? (
        <LoadingScreen label={donationListCopy.checkingLocation} />
      ) : (
        <LocationNotice onRetry={geolocation.retry} retrying={geolocation.retrying} />
      )}
    </Screen>
  );
}
