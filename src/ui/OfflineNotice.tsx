import { useOfflineStatus } from '#src/core/session-scope/use-offline-status.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { copy } from './copy/pt-BR';
import { Notice } from './Notice';
import * as styles from './OfflineNotice.css';

/** 'Sem conexão' above the signed-in screens while they run on saved answers, with when those were saved. */
export function OfflineNotice() {
  const { offline, savedAt } = useOfflineStatus();
  if (!offline) return null;
  return (
    <div className={styles.root}>
      <Notice tone="info" role="status">
        <strong>{copy.offline.title}</strong>
        {savedAt ? <span>{savedAtText(savedAt)}</span> : null}
      </Notice>
    </div>
  );
}

function savedAtText(iso: string): string {
  const { date, time } = formatDateAndTime(iso);
  return copy.offline.savedAt(date, time);
}
