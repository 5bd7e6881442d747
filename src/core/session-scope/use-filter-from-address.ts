import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as v from 'valibot';
import { countFilterCriteria, receivedDonationFilterSchema } from '#contract/donation-filter.ts';
import { useDonationFilterStore } from './use-donation-filter.ts';
import { paths } from '#src/lib/paths.ts';

/**
 * A link from the overview (`/donation-list?status=3&state=RJ…`, docs/product.md R12.3) becomes the
 * active filter, then the address goes back to `/donation-list`, as after the filter form. An
 * address the filter's rules refuse is ignored.
 */
export function useFilterFromAddress(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const donationFilter = useDonationFilterStore();
  useEffect(() => {
    if (search === '') return;
    const params = new URLSearchParams(search);
    const parsed = v.safeParse(receivedDonationFilterSchema, Object.fromEntries(params));
    if (parsed.success && countFilterCriteria(parsed.output) > 0)
      donationFilter.save(parsed.output);
    navigate(paths.donationList.link(), { replace: true });
  }, [search, navigate, donationFilter]);
}
