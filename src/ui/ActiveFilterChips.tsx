import type { DonationFilter, DonationFilterField } from '#contract/donation-filter.ts';
import { filterCriteria } from '#contract/donation-filter-text.ts';
import { copy } from './copy/pt-BR';
import { useFilterNames } from './use-filter-names';
import * as styles from './ActiveFilterChips.css';

type ActiveFilterChipsProps = {
  filter: DonationFilter;
  /** The filter without one criterion; null when it was the last one. */
  onChange: (next: DonationFilter | null) => void;
};

function withoutField(filter: DonationFilter, field: DonationFilterField): DonationFilter | null {
  const { [field]: _removed, ...rest } = filter;
  return Object.keys(rest).length === 0 ? null : rest;
}

/** The criteria of the active donation filter as chips, each removed by its own button. */
export function ActiveFilterChips({ filter, onChange }: ActiveFilterChipsProps) {
  const criteria = filterCriteria(filter, useFilterNames(filter));
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
