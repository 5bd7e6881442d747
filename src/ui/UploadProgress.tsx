import { useId } from 'react';
import * as fieldStyles from './styles/field.css';
import * as styles from './UploadProgress.css';

type UploadProgressProps = {
  /** What is being sent ('Envio da foto'). */
  label: string;
  /** 0–100; null once every byte is sent and the server is still working (an indeterminate bar). */
  percent: number | null;
  /** The same progress in words, announced politely. */
  statusText: string;
};

/** An upload's progress, as a labelled bar and as text. */
export function UploadProgress({ label, percent, statusText }: UploadProgressProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={fieldStyles.hint}>
        {label}
      </label>
      <progress id={id} className={styles.bar} max={100} value={percent ?? undefined} />
      <p role="status">{statusText}</p>
    </div>
  );
}
