import { useMemo, useState } from 'react';
import { machinesCopy as copy } from './copy';
import { summarizePaths, type InspectedMachine, type PathSummary } from './inspected-machines';
import * as styles from './machines.css';

/** The test paths of one machine, generated when first opened; choosing one highlights it. */
export function PathList({
  machine,
  selected,
  onSelect,
}: {
  machine: InspectedMachine;
  selected: PathSummary | null;
  onSelect: (path: PathSummary | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => (open ? summarizePaths(machine.pathGroups()) : []), [open, machine]);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{copy.pathsHeading}</summary>
      <p>{copy.pathsHint}</p>
      {selected ? (
        <button type="button" className={styles.toolbarButton} onClick={() => onSelect(null)}>
          {copy.clearPath}
        </button>
      ) : null}
      {groups.map((group) => (
        <details key={group.title} className={styles.pathGroup}>
          <summary className={styles.summary}>
            {group.title} ({group.paths.length})
          </summary>
          <ol className={styles.pathList}>
            {group.paths.map((path, index) => (
              <li key={`${group.title}-${index}`}>
                <button
                  type="button"
                  className={styles.pathButton}
                  aria-pressed={selected === path}
                  onClick={() => onSelect(selected === path ? null : path)}
                >
                  {path.label}
                </button>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </details>
  );
}
