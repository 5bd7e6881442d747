import { donationListCopy, useDonationsQuery } from './donation-list.ts';
import { LoadingScreen, useChunksReady } from '#src/ui/Notice.tsx';
import { LocationNotice, NotificationBanner } from '#src/ui/banners.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { LeaderDonationCard } from './leader/LeaderDonationCard.tsx';
import { PendingSection, AwayNotice, AwayReportSection } from './pending/PendingSection.tsx';
import { useQueuedCommands, useSentCommands } from '#src/core/outbox/use-outbox.ts';
import { retryingLazy } from '#src/ui/retrying-lazy.ts';
import { isStaff } from '#src/lib/route-access.ts';
import { useQuery } from '@apollo/client/react';
import { LeaderProgressDocument } from '#graphql/generated/operations.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './DonationListScreen.css.ts';

const staffParts = () => import('./staff/StaffDonationList.tsx');
const AdminToolbar = retryingLazy<object>(() =>
  staffParts().then((parts) => ({ default: parts.AdminToolbar })),
);
const StaffArea = retryingLazy<object>(() =>
  staffParts().then((parts) => ({ default: parts.StaffArea })),
);
const STAFF_PARTS = [AdminToolbar, StaffArea];

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

export function DonationListScreen() {
  const view = useSessionView();
  const geolocation = useGeolocation();
  const role = view.user?.role;
  // The staff's part comes from its own chunk (StaffDonationList.tsx); until it is here, the list
  // is loading.
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

const text = donationListCopy.progress;
const HOUR_MS = 3_600_000;

/** The figures are the server's last answer (cached on the phone); the unsent ones are local. */
export function LeaderProgressHeader({ now = () => Date.now() }: { now?: () => number }) {
  const { data } = useQuery(LeaderProgressDocument, { fetchPolicy: 'cache-and-network' });
  const unsent = useQueuedCommands().length;
  const progress = data?.leaderProgress;
  if (!progress && unsent === 0) return null;
  const hoursLeft = progress?.nextDeadline
    ? Math.floor((Date.parse(progress.nextDeadline) - now()) / HOUR_MS)
    : null;
  return (
    <section className={styles.root} aria-label={text.label}>
      {progress ? (
        <>
          <p>
            <strong>{progress.deliveredToday.toLocaleString('pt-BR')}</strong>{' '}
            {text.deliveredToday(progress.deliveredToday)}
          </p>
          <p>
            <strong>{progress.toDeliver.toLocaleString('pt-BR')}</strong>{' '}
            {text.toDeliver(progress.toDeliver)}
          </p>
          {hoursLeft !== null ? (
            <p className={hoursLeft < 0 ? styles.late : undefined}>{text.deadline(hoursLeft)}</p>
          ) : null}
        </>
      ) : null}
      {unsent > 0 ? <p>{text.unsent(unsent)}</p> : null}
    </section>
  );
}
