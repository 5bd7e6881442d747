import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';

type Entry = DonationReviewFieldsFragment['audit'][number];

const headline: Record<Entry['action'], (entry: Entry, when: string) => string> = {
  close: (entry, when) => reviewCopy.auditEntry(entry.statusText, entry.actorName, when),
  undo: (entry, when) => reviewCopy.auditUndo(entry.statusText, entry.actorName, when),
  reopen: (entry, when) => reviewCopy.auditReopen(entry.statusText, entry.actorName, when),
  transfer: (entry, when) =>
    reviewCopy.auditTransfer(
      entry.fromLeaderName ?? '',
      entry.toLeaderName ?? '',
      entry.actorName,
      when,
    ),
};

/** Who closed, undid, reopened or passed on the donation, when, and why. Read-only for everyone. */
export function AuditLog({ entries }: { entries: readonly Entry[] }) {
  return (
    <ol className={styles.audit}>
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.action}-${entry.toStatus}`}>
          <p className={styles.auditHeadline}>
            {headline[entry.action](entry, `${formatDate(entry.at)} às ${formatTime(entry.at)}`)}
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
