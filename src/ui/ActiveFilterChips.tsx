import type { DonationFilter, DonationFilterField } from '#contract/donation-filter.ts';
import { filterCriteria, type FilterNames } from '#contract/donation-filter-text.ts';
import { copy } from './copy.ts';
import * as styles from './ActiveFilterChips.css.ts';
import { skipToken, useQuery } from '@apollo/client/react';
import { ChargesDocument, SitesDocument } from '#graphql/generated/operations.ts';

type ActiveFilterChipsProps = {
  filter: DonationFilter;
  /** Null when the removed criterion was the last one. */
  onChange: (next: DonationFilter | null) => void;
  leaderName?: string | undefined;
};

function withoutField(filter: DonationFilter, field: DonationFilterField): DonationFilter | null {
  const { [field]: _removed, ...rest } = filter;
  return Object.keys(rest).length === 0 ? null : rest;
}

export function ActiveFilterChips({ filter, onChange, leaderName }: ActiveFilterChipsProps) {
  const criteria = filterCriteria(filter, {
    ...useFilterNames(filter),
    ...(leaderName ? { leaderName } : {}),
  });
  if (criteria.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={copy.filterChips.label}>
      {criteria.map(({ field, text }) => (
        <li key={field} className={styles.chip}>
          <span className={styles.text}>{text}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={copy.filterChips.remove(text)}
            onClick={() => onChange(withoutField(filter, field))}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
                fill="currentColor"
              />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function useFilterNames(filter: DonationFilter): FilterNames {
  const sites = useQuery(SitesDocument, filter.siteId === undefined ? skipToken : {});
  const charges = useQuery(ChargesDocument, filter.loadId === undefined ? skipToken : {});
  const siteName = sites.data?.sites.find((site) => site.siteId === filter.siteId)?.name;
  const packageName = charges.data?.charges.find(
    (charge) => charge._id === filter.loadId,
  )?.fileName;
  return { ...(siteName ? { siteName } : {}), ...(packageName ? { packageName } : {}) };
}
