import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  DonationDetailsDocument,
  ReopenDonationDocument,
  UndoClosingDocument,
  type DonationReviewFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { ReasonField } from './ReasonField.tsx';
import { reasonError } from './reason-rule.ts';
import { reviewCopy } from './review-copy.ts';
import { useUndoWindow } from './use-undo-window.ts';
import * as styles from './DonationReview.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

type Review = DonationReviewFieldsFragment;

/** The newest closing in the history: what an undo or a reopening goes back from. */
const lastClosing = (audit: Review['audit']) =>
  audit.findLast((entry) => entry.action === 'close') ?? null;

function useBackToOpen(donationId: string) {
  const refetchQueries = [{ query: DonationDetailsDocument, variables: { id: donationId } }];
  const [undo, undoing] = useMutation(UndoClosingDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [reopen, reopening] = useMutation(ReopenDonationDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  return { undo, undoing: undoing.loading, reopen, reopening: reopening.loading };
}

/**
 * A returned or lost donation, for an admin (docs/product.md R13.2): 'Desfazer' for the admin
 * who just closed it, while the server allows it, and 'Reabrir doação' with a reason at any time.
 */
export function ClosedDonationActions({
  donationId,
  review,
}: {
  donationId: string;
  review: Review;
}) {
  const notify = useNotify();
  const undoWindow = useUndoWindow(review.undoWithinMs);
  const { undo, undoing, reopen, reopening } = useBackToOpen(donationId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; server?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const { formRef, refused } = useRefusalFocus();
  const closing = lastClosing(review.audit);
  if (!closing) return null; // closed before the history existed: nothing to go back to
  const closedAs = closing.statusText;
  const previous = donationStatusText(closing.fromStatus as DonationStatus);

  const runUndo = async () => {
    try {
      await undo({ variables: { id: donationId } });
      notify('success', reviewCopy.undo.success(previous));
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  const submitReopen = (event: FormEvent) => {
    event.preventDefault();
    const found = { reason: reasonError(reason) };
    setErrors(found);
    if (found.reason) refused();
    else setConfirming(true);
  };

  const runReopen = async () => {
    setConfirming(false);
    try {
      await reopen({ variables: { id: donationId, reason } });
      notify('success', reviewCopy.reopen.success(previous));
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <>
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      {undoWindow.open ? (
        <DetailSection title={reviewCopy.undo.title}>
          <Notice tone="info" role="status">
            <p>{reviewCopy.undo.body(closedAs, undoWindow.until)}</p>
            <Button
              variant="outline"
              onClick={() => void runUndo()}
              busy={undoing}
              busyText={reviewCopy.undo.undoing}
            >
              {reviewCopy.undo.action}
            </Button>
          </Notice>
        </DetailSection>
      ) : null}
      <DetailSection title={reviewCopy.reopen.title}>
        <form
          ref={formRef}
          className={styles.closeForm}
          onSubmit={submitReopen}
          noValidate
          aria-label={reviewCopy.reopen.title}
        >
          <p className={styles.muted}>{reviewCopy.reopen.hint(previous)}</p>
          <ReasonField
            label={reviewCopy.reopen.reason}
            value={reason}
            error={errors.reason}
            onChange={setReason}
          />
          <Button
            type="submit"
            width="full"
            variant="outline"
            busy={reopening}
            busyText={reviewCopy.reopen.submitting}
          >
            {reviewCopy.reopen.submit}
          </Button>
        </form>
      </DetailSection>
      <ConfirmDialog
        open={confirming}
        title={reviewCopy.reopen.confirmTitle(donationId, previous)}
        confirmLabel={reviewCopy.reopen.confirmYes}
        cancelLabel={reviewCopy.reopen.confirmNo}
        onConfirm={() => void runReopen()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
