import { donationListCopy } from './copy.ts';
import { LoadingScreen, useChunksReady } from '#src/ui/Notice.tsx';
import { LocationNotice } from '#src/ui/banners.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { LeaderDonationCard } from './LeaderDonationCard.tsx';
import { useDonationsQuery } from './use-donations-query.ts';
import { PendingSection } from './PendingSection.tsx';
import { useQueuedCommands, useSentCommands } from '#src/core/outbox/use-outbox.ts';
import { AwayNotice, AwayReportSection } from './AwaySection.tsx';
import { LeaderProgressHeader } from './LeaderProgressHeader.tsx';
import * as listStyles from '#src/ui/styles/list.css.ts';
import { retryingLazy } from '#src/ui/retrying-lazy.ts';
import { isStaff } from '#src/lib/route-access.ts';

const staffParts = () => import('./staff-parts.tsx');
const AdminToolbar = retryingLazy<object>(() =>
  staffParts().then((parts) => ({ default: parts.AdminToolbar })),
);
const StaffArea = retryingLazy<object>(() =>
  staffParts().then((parts) => ({ default: parts.StaffArea })),
);
const STAFF_PARTS = [AdminToolbar, StaffArea];

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

/** Main page after sign-in: the person's donations, or all of them for admin and readonly. */
export function DonationListScreen() {
  const view = useSessionView();
  const geolocation = useGeolocation();
  const role = view.user?.role;
  // Admin and readonly: the campaign in one line, the overview's links applied as the filter,
  // then the list, from their own chunk (staff-parts.tsx); until it is here, the list is loading.
  const staffReady = useChunksReady(isStaff(role) ? STAFF_PARTS : []);
  if (!role) return null; // the route guard never shows this screen without a role
  if (!staffReady) {
    return (
      <Screen title={donationListCopy.title} withNav>
        <LoadingScreen label={donationListCopy.loading} />
      </Screen>
    );
  }

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
