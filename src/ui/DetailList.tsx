import { useId, type ReactNode } from 'react';
import * as styles from './styles/list.css.ts';

export type DetailRow = { term: string; value: ReactNode };

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={styles.detailList}>
      {rows.map((row) => (
        <div key={row.term} className={styles.detailRow}>
          <dt className={styles.detailTerm}>{row.term}</dt>
          <dd className={styles.detailValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.detailSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
