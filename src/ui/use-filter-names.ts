import { skipToken, useQuery } from '@apollo/client/react';
import { ChargesDocument, SitesDocument } from '#graphql/generated/operations.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { FilterNames } from '#contract/donation-filter-text.ts';

/**
 * The names a filter's ids stand for (its site, its package), asked only when the filter holds
 * them; both lists are small and usually already in the cache from the filter form.
 */
export function useFilterNames(filter: DonationFilter): FilterNames {
  const sites = useQuery(SitesDocument, filter.siteId === undefined ? skipToken : {});
  const charges = useQuery(ChargesDocument, filter.loadId === undefined ? skipToken : {});
  const siteName = sites.data?.sites.find((site) => site.siteId === filter.siteId)?.name;
  const packageName = charges.data?.charges.find(
    (charge) => charge._id === filter.loadId,
  )?.fileName;
  return { ...(siteName ? { siteName } : {}), ...(packageName ? { packageName } : {}) };
}
