import { useId } from 'react';
import { chargeAddCopy } from '../copy';
import * as fieldStyles from '../../../ui/styles/field.css';
import * as styles from './ChargeAddScreen.css';

/** The upload's progress; once every byte is sent the server is still reading the lines. */
export function UploadProgress({ percent }: { percent: number }) {
  const id = useId();
  const sent = percent >= 100;
  return (
    <div className={styles.progress}>
      <label htmlFor={id} className={fieldStyles.hint}>
        {chargeAddCopy.progressLabel}
      </label>
      {/* Without a value the bar is indeterminate: the server is processing. */}
      <progress id={id} className={styles.bar} max={100} value={sent ? undefined : percent} />
      <p role="status">{sent ? chargeAddCopy.processingText : chargeAddCopy.progressText(percent)}</p>
    </div>
  );
}
