import { VisuallyHidden } from './Screen.tsx';
import * as styles from './StepProgress.css.ts';

const stepProgressCopy = {
  summary: (current: number, total: number) => `Etapa ${current} de ${total}`,
  summaryStopped: (reached: number, total: number) => `Parou na etapa ${reached} de ${total}`,
  stoppedAt: '(onde parou)',
  defaultStep: (n: number) => `Etapa ${n}`,
  done: '(concluída)',
  current: '(etapa atual)',
  pending: '(pendente)',
} as const;

export const DEFAULT_STEPS = 3;

type StepState = 'done' | 'current' | 'pending';

type StepProgressProps = {
  /** 1-based, clamped to the steps. */
  current: number;
  steps?: number;
  /** One name per step; 'Etapa N' where missing. */
  labels?: readonly string[];
  label: string;
  /** The process ended outside the steps (returned or lost): `current` is where it stopped. */
  stopped?: boolean;
};

export function StepProgress({
  current,
  steps = DEFAULT_STEPS,
  labels = [],
  label,
  stopped = false,
}: StepProgressProps) {
  const total = Math.max(1, Math.floor(steps));
  const at = Math.min(Math.max(1, Math.floor(current)), total);
  const names = Array.from(
    { length: total },
    (_, index) => labels[index] ?? stepProgressCopy.defaultStep(index + 1),
  );
  const stateOf = (n: number): StepState => (n < at ? 'done' : n === at ? 'current' : 'pending');
  const hidden: Record<StepState, string> = {
    done: stepProgressCopy.done,
    current: stopped ? stepProgressCopy.stoppedAt : stepProgressCopy.current,
    pending: stepProgressCopy.pending,
  };

  return (
    <div className={styles.root}>
      <p className={styles.summary}>
        {(stopped ? stepProgressCopy.summaryStopped : stepProgressCopy.summary)(at, total)}:{' '}
        {names[at - 1]}
      </p>
      <ol className={styles.list} aria-label={label}>
        {names.map((name, index) => {
          const n = index + 1;
          const state = stateOf(n);
          return (
            <li
              key={n}
              className={styles.step[state]}
              aria-current={state === 'current' && !stopped ? 'step' : undefined}
            >
              <span className={styles.marker[state]} aria-hidden="true">
                {state === 'done' ? (
                  <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
                    <path
                      d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z"
                      fill="currentColor"
                    />
                  </svg>
                ) : (
                  n
                )}
              </span>
              <span className={styles.name}>
                {name} <VisuallyHidden>{hidden[state]}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
