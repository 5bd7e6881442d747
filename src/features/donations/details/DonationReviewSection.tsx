import { useQuery, useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  DonationReviewDocument,
  type DonationReviewFieldsFragment,
  VoucherPhotoUrlDocument,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { DONATION_STATUS } from '#contract/status-texts.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { awayCopy } from '#src/ui/leader-copy.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { Button } from '#src/ui/Button.tsx';
import { useFocusWhenShown } from '#src/ui/focus-moves.ts';
import { paths } from '#src/lib/paths.ts';
import { CloseDonationForm, ClosedDonationActions } from '../review/CloseDonationForm.tsx';
import { TransferDonationForm } from '../review/TransferDonationForm.tsx';
import { RecallVouchersForm } from '../review/RecallVouchersForm.tsx';
import { DeliveryMap } from '../map/DeliveryMap.tsx';
import { reviewCopy, formatKm } from '../shared/review-copy.ts';
import * as styles from './DonationReview.css.ts';

/** A donation closes as returned or lost only while it is still open (statuses 1–3). */
const isOpen = (status: number) => status < DONATION_STATUS.complete;
const isClosed = (status: number) =>
  status === DONATION_STATUS.returned || status === DONATION_STATUS.lost;

export function DonationReviewSection({
  donationId,
  status,
  leaderName,
  heldVouchers,
}: {
  donationId: string;
  status: number;
  leaderName: string;
  heldVouchers: readonly string[];
}) {
  const role = useSessionView().user?.role;
  const { data, loading, error, refetch } = useQuery(DonationReviewDocument, {
    variables: { id: donationId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      data={data?.donationReview}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={reviewCopy.loading}
      failureText={(failure) =>
        failure ? readGraphQLFailure(failure).message : reviewCopy.loadFailed
      }
    >
      {(review) => (
        <>
          <DetailSection title={reviewCopy.anomaliesTitle}>
            <AnomalyFlags anomalies={review.anomalies} donationId={donationId} />
            <EarlierDeliveries deliveries={review.earlierDeliveries} />
          </DetailSection>
          <DetailSection title={reviewCopy.proofTitle}>
            <DeliveryMap proof={review.proof} />
          </DetailSection>
          {review.audit.length > 0 ? (
            <DetailSection title={reviewCopy.auditTitle}>
              <AuditLog entries={review.audit} />
            </DetailSection>
          ) : null}
          {role === 'admin' && isOpen(status) ? (
            <DetailSection title={reviewCopy.recall.title}>
              <RecallVouchersForm
                donationId={donationId}
                leaderName={leaderName}
                heldVouchers={heldVouchers}
              />
            </DetailSection>
          ) : null}
          {role === 'admin' && isOpen(status) ? (
            <DetailSection title={reviewCopy.transfer.title}>
              <TransferDonationForm donationId={donationId} leaderName={leaderName} />
            </DetailSection>
          ) : null}
          {role === 'admin' && isOpen(status) ? (
            <DetailSection title={reviewCopy.close.title}>
              <CloseDonationForm donationId={donationId} />
            </DetailSection>
          ) : null}
          {role === 'admin' && isClosed(status) ? (
            <ClosedDonationActions donationId={donationId} review={review} />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

type Anomaly = DonationReviewFieldsFragment['anomalies'][number];
type Subject = Anomaly['subjects'][number];

const km = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatKm(value);

function subjectText(subject: Subject, donationId: string): string {
  const t = reviewCopy.subject;
  switch (subject.type) {
    case 'card':
      return t.voucher(subject.position ?? 0, km(subject.km));
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

const text = reviewCopy.comparePhotos;

export interface PhotoPair {
  voucherId: string;
  position: number;
  otherVoucherId: string;
  otherPosition: number;
  /** The same as this one's when both vouchers are here. */
  otherDonationId: string;
  donationId: string;
}

/** The photo links expire (decision 012), so they are asked for when wanted. */
export function SamePhotoPair({ pair }: { pair: PhotoPair }) {
  const client = useApolloClient();
  const [urls, setUrls] = useState<[string, string] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);
  useFocusWhenShown(urls !== null, (opened) =>
    opened ? root.current : root.current?.querySelector('button'),
  );

  const linkOf = async (voucherId: string) => {
    const result = await client.query({
      query: VoucherPhotoUrlDocument,
      variables: { id: voucherId },
      fetchPolicy: 'network-only',
    });
    if (!result.data) throw new Error('no photo link');
    return result.data.voucherPhotoUrl;
  };
  const open = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setUrls(await Promise.all([linkOf(pair.voucherId), linkOf(pair.otherVoucherId)]));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const captions = [
    text.here(pair.position),
    pair.otherDonationId === pair.donationId
      ? text.here(pair.otherPosition)
      : text.elsewhere(pair.otherPosition, pair.otherDonationId),
  ];

  if (!urls) {
    return (
      <div ref={root}>
        {failed ? (
          <Notice tone="danger" role="alert">
            <p>{text.failed}</p>
          </Notice>
        ) : null}
        <Button
          variant="outline"
          onClick={() => void open()}
          busy={loading}
          busyText={text.loading}
        >
          {text.open}
        </Button>
      </div>
    );
  }
  return (
    <div ref={root} role="group" aria-label={text.label}>
      <div className={styles.photoPair}>
        {urls.map((url, index) => (
          <figure key={url} className={styles.photoFigure}>
            <img src={url} alt={captions[index]} className={styles.photo} />
            <figcaption>{captions[index]}</figcaption>
          </figure>
        ))}
      </div>
      <Button variant="outline" onClick={() => setUrls(null)}>
        {text.close}
      </Button>
    </div>
  );
}

/** Names no family: the match is by the CPF's keyed hash. */
export function EarlierDeliveries({
  deliveries,
}: {
  deliveries: DonationReviewFieldsFragment['earlierDeliveries'];
}) {
  if (deliveries.length === 0) return null;
  return (
    <section aria-label={reviewCopy.earlierTitle}>
      <h3 className={styles.subheading}>{reviewCopy.earlierTitle}</h3>
      <ul className={styles.earlier}>
        {deliveries.map((delivery) => (
          <li key={`${delivery.voucherId}-${delivery.otherVoucherId}`}>
            <p className={styles.earlierText}>
              {reviewCopy.earlierDelivery(
                delivery.voucherId,
                formatDate(delivery.otherDelivered),
                delivery.otherLeaderName,
              )}
            </p>
            <Link
              href={paths.deliveredDetails.link({
                id: delivery.otherDonationId,
                voucher: delivery.otherKey,
              })}
              className={styles.earlierLink}
            >
              {reviewCopy.earlierLink(delivery.otherVoucherId)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
