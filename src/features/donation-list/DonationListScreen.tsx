import { donationListCopy } from './copy';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { LocationNotice } from '../../ui/LocationNotice';
import { NotificationBanner } from '../../ui/NotificationBanner';
import { QueryState } from '../../ui/QueryState';
import { Screen } from '../../ui/Screen';
import { useGeolocation } from '../../core/use-geolocation';
import { useSessionView } from '../../core/session/session-context';
import { LeaderDonationCard } from './LeaderDonationCard';
import { AdminToolbar } from './AdminToolbar';
import { useDonationsQuery } from './use-donations-query';
import { PendingSection } from './PendingSection';
import { useQueuedCommands, useSentCommands } from '../../core/outbox/use-outbox';
import { StaffDonationList } from './StaffDonationList';
import * as listStyles from '../../ui/styles/list.css';

/** A leader's donations; admin and readonly see StaffDonationList. */
function LeaderDonationList() {
  const queued = useQueuedCommands();
  const sent = useSentCommands();
  return (
    <>
      <PendingSection />
      <QueryState {...useDonationsQuery()} emptyText={donationListCopy.emptyLeader}>
        {(donations) => (
          <ul className={listStyles.list} aria-label={donationListCopy.listLabel}>
            {donations.map((donation) => (
              <li key={donation.donationId}>
                <LeaderDonationCard donation={donation} queued={queued} sent={sent} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
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
          <LeaderDonationList />
        ) : (
          <StaffDonationList canFilter={role === 'admin'} />
        )
      ) : geolocation.status === 'pending' ? (
        <LoadingScreen label={donationListCopy.checkingLocation} />
      ) : (
        <LocationNotice />
      )}
    </Screen>
  );
}
