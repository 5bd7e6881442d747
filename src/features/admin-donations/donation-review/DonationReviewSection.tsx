import { useQuery } from '@apollo/client/react';
import { DonationReviewDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { DONATION_STATUS } from '#contract/status-texts.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { AnomalyFlags } from './AnomalyFlags.tsx';
import { EarlierDeliveries } from './EarlierDeliveries.tsx';
import { AuditLog } from './AuditLog.tsx';
import { CloseDonationForm } from './CloseDonationForm.tsx';
import { TransferDonationForm } from './TransferDonationForm.tsx';
import { ClosedDonationActions } from './ClosedDonationActions.tsx';
import { DeliveryMap } from './DeliveryMap.tsx';
import { reviewCopy } from './review-copy.ts';

/** A donation closes as returned or lost only while it is still open (statuses 1–3). */
const isOpen = (status: number) => status < DONATION_STATUS.complete;
/** Returned or lost: the closing may be undone or the donation reopened. */
const isClosed = (status: number) =>
  status === DONATION_STATUS.returned || status === DONATION_STATUS.lost;

/**
 * The review part of the admin details (docs/product.md R10): flags, delivery proof, history,
 * passing it to another leader, closing.
 */
export function DonationReviewSection({
  donationId,
  status,
  leaderName,
}: {
  donationId: string;
  status: number;
  leaderName: string;
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
