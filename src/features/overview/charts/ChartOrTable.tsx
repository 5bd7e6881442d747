import { useId, useState, type ReactNode } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { overviewCopy } from '../copy.ts';
import * as styles from '../Overview.css.ts';

type ChartOrTableProps = {
  title: string;
  /** One sentence saying what the chart shows: the chart's accessible name's description. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
};

/**
 * A chart with its text alternative: 'Ver como tabela' swaps in a table of the same numbers
 * (docs/product.md R12.4). Printing shows both.
 */
export function ChartOrTable({ title, summary, chart, table }: ChartOrTableProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <Button
          variant="outline"
          className={styles.noPrint}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? overviewCopy.charts.showChart : overviewCopy.charts.showTable}
        </Button>
      </div>
      <p id={`${id}-summary`} className={styles.muted}>
        {summary}
      </p>
      {asTable ? (
        table
      ) : (
        <figure aria-describedby={`${id}-summary`} className={styles.chart}>
          {chart}
        </figure>
      )}
    </section>
  );
}
