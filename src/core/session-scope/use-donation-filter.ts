import { useSyncExternalStore } from 'react';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { useSessionScope } from './session-scope-context';

/** The signed-in admin's saved donation filter (null when none), re-rendering when it changes. */
export function useSavedDonationFilter(): DonationFilter | null {
  const { donationFilter } = useSessionScope();
  return useSyncExternalStore(donationFilter.subscribe, donationFilter.read, donationFilter.read);
}
