import { useSyncExternalStore } from 'react';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { donationFilterOf, type DonationFilterStore } from './donation-filter-store.ts';
import { useSessionScope } from './session-scope-context.ts';

/** The signed-in admin's saved donation filter, to read, save or clear (staff screens only). */
export function useDonationFilterStore(): DonationFilterStore {
  return donationFilterOf(useSessionScope());
}

/** The signed-in admin's saved donation filter (null when none), re-rendering when it changes. */
export function useSavedDonationFilter(): DonationFilter | null {
  const donationFilter = useDonationFilterStore();
  return useSyncExternalStore(donationFilter.subscribe, donationFilter.read, donationFilter.read);
}
