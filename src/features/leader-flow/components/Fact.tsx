import * as styles from './LeaderFlow.css.ts';

/** One term and its value inside a facts list (<dl>). */
export function Fact({
  term,
  value,
  emphasis = false,
}: {
  term: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={emphasis ? styles.emphasis : styles.value}>{value}</dd>
    </>
  );
}
