import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';

type Entry = DonationReviewFieldsFragment['audit'][number];

const headline: Record<
  Entry['action'],
  (statusText: string, actor: string, when: string) => string
> = {
  close: reviewCopy.auditEntry,
  undo: reviewCopy.auditUndo,
  reopen: reviewCopy.auditReopen,
};

/** Who closed, undid or reopened the donation, when, and why. Read-only for everyone. */
export function AuditLog({ entries }: { entries: readonly Entry[] }) {
  return (
    <ol className={styles.audit}>
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.action}-${entry.toStatus}`}>
          <p className={styles.auditHeadline}>
            {headline[entry.action](
              entry.statusText,
              entry.actorName,
              `${formatDate(entry.at)} às ${formatTime(entry.at)}`,
            )}
          </p>
          {entry.reason === null ? null : (
            <p>
              {reviewCopy.reason}: {entry.reason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
