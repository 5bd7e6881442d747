import { machinesCopy as copy } from '../copy';
import { arrowText } from '../layout/diagram-text';
import type { AsyncValue } from '../use-async-value';
import type { Statechart } from '../statechart-model';
import type { PathCoverage } from './path-coverage';
import * as styles from '../machines.css';

/** The transitions no generated test path walks: the list should stay empty. */
export function UnwalkedTransitions({
  chart,
  coverage,
}: {
  chart: Statechart;
  coverage: AsyncValue<PathCoverage>;
}) {
  const name = (id: string) => id.replace(`${chart.root.id}.`, '');
  const headingId = `${chart.root.id}-unwalked-heading`;
  const unwalked =
    coverage.status === 'ready'
      ? chart.transitions.filter((t) => (coverage.value[t.id] ?? 0) === 0)
      : [];
  return (
    <section aria-labelledby={headingId} data-unwalked={chart.root.id}>
      <h3 id={headingId} className={styles.subheading}>
        {copy.coverageHeading}
      </h3>
      {coverage.status === 'pending' ? <p>{copy.coverageCounting}</p> : null}
      {coverage.status === 'failed' ? <p role="alert">{copy.coverageFailed}</p> : null}
      {coverage.status === 'ready' && unwalked.length === 0 ? (
        <p>{copy.coverageAllWalked}</p>
      ) : null}
      {unwalked.length > 0 ? (
        <ul>
          {unwalked.map((t) => (
            <li key={t.id}>
              {name(t.sourceId)}: {arrowText(t)} →{' '}
              {t.targetIds.map(name).join(', ') || copy.noTarget}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
