import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { reviewCopy } from './review-copy';
import * as styles from './DonationReview.css';

/** Who closed the donation as returned or lost, when, and why. Read-only for everyone. */
export function AuditLog({ entries }: { entries: DonationReviewFieldsFragment['audit'] }) {
  return (
    <ol className={styles.audit}>
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.toStatus}`}>
          <p className={styles.auditHeadline}>
            {reviewCopy.auditEntry(entry.statusText, entry.actorName, `${formatDate(entry.at)} às ${formatTime(entry.at)}`)}
          </p>
          <p>
            {reviewCopy.reason}: {entry.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}
