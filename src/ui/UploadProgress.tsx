import { leaderFlowCopy } from '../features/leader-flow/copy';
import type { UploadProgress as Progress } from '../../machines/voucher-delivery.machine';
import * as styles from '../features/leader-flow/components/LeaderFlow.css';

/** The photo upload's progress, as a bar and as text (announced politely). */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <div className={styles.progress}>
      <progress className={styles.progressBar} value={percent} max={100} aria-label={leaderFlowCopy.upload.label} />
      <span role="status">{leaderFlowCopy.upload.progress(percent)}</span>
    </div>
  );
}
