import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { awayCopy } from '#src/ui/leader-copy.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { formatKm, reviewCopy } from './review-copy.ts';
import { SamePhotoPair } from './SamePhotoPair.tsx';
import * as styles from './DonationReview.css.ts';

type Anomaly = DonationReviewFieldsFragment['anomalies'][number];
type Subject = Anomaly['subjects'][number];

const km = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatKm(value);

/** What raised a flag, in words: a card, the receipt, two cards with one photo, or the leader's report. */
function subjectText(subject: Subject, donationId: string): string {
  const t = reviewCopy.subject;
  switch (subject.type) {
    case 'card':
      return t.card(subject.position ?? 0, km(subject.km));
    case 'receipt':
      return subject.receivedQuantity !== null && subject.receivedQuantity !== undefined
        ? t.receiptQuantity(subject.receivedQuantity, subject.quantity ?? 0)
        : reviewCopy.receiptFromSite(km(subject.km) ?? '');
    case 'samePhoto':
      return subject.otherDonationId === donationId
        ? t.samePhotoHere(subject.position ?? 0, subject.otherPosition ?? 0)
        : t.samePhotoElsewhere(
            subject.position ?? 0,
            subject.otherPosition ?? 0,
            subject.otherDonationId ?? '',
          );
    case 'leaderReport':
      return t.leaderReport(
        subject.report ? awayCopy.kind[subject.report] : t.awayWithoutReason,
        subject.at ? formatDate(subject.at) : '',
        subject.at ? formatTime(subject.at) : '',
      );
  }
}

function SubjectItem({ subject, donationId }: { subject: Subject; donationId: string }) {
  // The photos show people with their documents: admins only compare them (decision 165).
  const isAdmin = useSessionView().user?.role === 'admin';
  const pair =
    isAdmin && subject.type === 'samePhoto' && subject.voucherId && subject.otherVoucherId
      ? {
          donationId,
          voucherId: subject.voucherId,
          position: subject.position ?? 0,
          otherVoucherId: subject.otherVoucherId,
          otherPosition: subject.otherPosition ?? 0,
          otherDonationId: subject.otherDonationId ?? donationId,
        }
      : null;
  return (
    <li>
      <span>{subjectText(subject, donationId)}</span>
      {pair ? <SamePhotoPair pair={pair} /> : null}
    </li>
  );
}

/**
 * The server's anomaly flags, each in words (the warning icon only repeats it), each naming the
 * card, the receipt or the report that raised it (docs/product.md R13.5).
 */
export function AnomalyFlags({
  anomalies,
  donationId,
}: {
  anomalies: readonly Anomaly[];
  donationId: string;
}) {
  if (anomalies.length === 0) return <p className={styles.muted}>{reviewCopy.noAnomalies}</p>;
  return (
    <Notice tone="warning">
      <ul className={styles.flags} aria-label={reviewCopy.anomaliesTitle}>
        {anomalies.map((anomaly) => (
          <li key={anomaly.kind}>
            {anomaly.text}
            {anomaly.subjects.length > 0 ? (
              <ul
                className={styles.subjects}
                aria-label={reviewCopy.subject.whereLabel(anomaly.text)}
              >
                {anomaly.subjects.map((subject, index) => (
                  <SubjectItem
                    key={`${subject.type}-${subject.voucherId ?? ''}-${subject.otherVoucherId ?? ''}-${index}`}
                    subject={subject}
                    donationId={donationId}
                  />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
