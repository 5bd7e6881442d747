import { machinesCopy as copy } from './shared/copy.ts';
import type { ChartNode, Statechart } from './shared/statechart-model.ts';
import * as styles from './shared/machines.css.ts';

function StateItem({
  node,
  initial,
  active,
}: {
  node: ChartNode;
  initial: boolean;
  active: ReadonlySet<string>;
}) {
  const notes = [
    copy.kinds[node.kind],
    initial ? copy.initial : null,
    active.has(node.id) ? copy.current : null,
  ].filter(Boolean);
  return (
    <li>
      <span className={active.has(node.id) ? styles.currentName : undefined}>{node.key}</span> (
      {notes.join(', ')})
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <StateItem
              key={child.id}
              node={child}
              initial={child.id === node.initialId}
              active={active}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function MachineTextAlternative({
  title,
  chart,
  active,
  coverage,
}: {
  title: string;
  chart: Statechart;
  active: ReadonlySet<string>;
  coverage: Readonly<Record<string, number>> | undefined;
}) {
  const name = (id: string) => id.replace(`${chart.root.id}.`, '');
  return (
    <div className={styles.textAlternative}>
      <h3 className={styles.subheading}>{copy.statesHeading}</h3>
      <ul className={styles.stateTree}>
        <StateItem node={chart.root} initial={false} active={active} />
      </ul>
      <h3 className={styles.subheading}>{copy.transitionsHeading}</h3>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={copy.transitionsCaption(title)}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{copy.transitionsCaption(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.columns.source}</th>
              <th scope="col">{copy.columns.event}</th>
              <th scope="col">{copy.columns.guard}</th>
              <th scope="col">{copy.columns.target}</th>
              <th scope="col">{copy.coverageColumn}</th>
            </tr>
          </thead>
          <tbody>
            {chart.transitions.map((t) => (
              <tr key={t.id}>
                <td>{name(t.sourceId)}</td>
                <td>
                  {t.label}
                  {t.delay ? null : t.eventType.startsWith('xstate.') ? ` (${t.eventType})` : null}
                </td>
                <td>{t.guard ?? copy.none}</td>
                <td>{t.targetIds.length > 0 ? t.targetIds.map(name).join(', ') : copy.noTarget}</td>
                <td>{coverage ? (coverage[t.id] ?? 0) : '…'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
