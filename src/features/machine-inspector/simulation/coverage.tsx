import { machinesCopy as copy } from '../shared/copy.ts';
import { arrowText } from '../diagram/diagram-layout.ts';
import type { AsyncValue } from '../MachinePanel.tsx';
import type { Statechart } from '../shared/statechart-model.ts';
import type { PathCoverage } from './path-coverage.ts';
import * as styles from '../shared/machines.css.ts';
import type { InspectedMachineId } from '#src/core/machine-messages.ts';
import { workerRequests } from '../workers/worker-protocol.ts';

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

/** In the coverage worker, or in this thread in unit tests (jsdom has no Worker). */

const results = new Map<InspectedMachineId, Promise<PathCoverage>>();

const countInWorker = workerRequests<InspectedMachineId, PathCoverage>(
  () =>
    new Worker(new URL('../workers/coverage.worker.ts', import.meta.url), {
      type: 'module',
      name: 'path-coverage',
    }),
);

export function requestCoverage(machineId: InspectedMachineId): Promise<PathCoverage> {
  let result = results.get(machineId);
  if (!result) {
    result =
      import.meta.env.MODE === 'test'
        ? import('../workers/coverage-of-machine.ts').then(({ coverageOfMachine }) =>
            coverageOfMachine(machineId),
          )
        : countInWorker(machineId);
    results.set(machineId, result);
  }
  return result;
}
