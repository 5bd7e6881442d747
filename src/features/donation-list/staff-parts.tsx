import { useFilterFromAddress } from '#src/core/session-scope/use-filter-from-address.ts';
import { OverviewSummary } from './OverviewSummary.tsx';
import { StaffDonationList } from './StaffDonationList.tsx';

export { AdminToolbar } from './AdminToolbar.tsx';

/**
 * What only admin and readonly see on the donation list, in a chunk of its own: the filterable,
 * virtualised list, its chips and the campaign line never travel to a leader's phone.
 */
export function StaffArea() {
  useFilterFromAddress();
  return (
    <>
      <OverviewSummary />
      <StaffDonationList />
    </>
  );
}
