import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { reviewCopy } from './review-copy';
import * as styles from './DonationReview.css';

/** The server's anomaly flags, each in words (the warning icon only repeats it). */
export function AnomalyFlags({ anomalies }: { anomalies: DonationReviewFieldsFragment['anomalies'] }) {
  if (anomalies.length === 0) return <p className={styles.muted}>{reviewCopy.noAnomalies}</p>;
  return (
    <Notice tone="warning">
      <ul className={styles.flags} aria-label={reviewCopy.anomaliesTitle}>
        {anomalies.map((anomaly) => (
          <li key={anomaly.kind}>{anomaly.text}</li>
        ))}
      </ul>
    </Notice>
  );
}
