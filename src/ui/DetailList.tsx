import { useId, type ReactNode } from 'react';
import * as styles from './DetailList.css';

export type DetailRow = { term: string; value: ReactNode };

/** Label–value pairs of a read-only screen, as a description list. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card section of a read-only screen. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
