import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent, useEffect } from 'react';
import {
  CloseDonationDocument,
  DonationDetailsDocument,
  ReopenDonationDocument,
  UndoClosingDocument,
  type DonationReviewFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { UNDO_CLOSING_MS } from '#contract/donation-audit.ts';
import {
  DONATION_STATUS,
  DONATION_STATUS_TEXTS,
  donationStatusText,
  type DonationStatus,
} from '#contract/status-texts.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { formatTime } from '#src/lib/format-date.ts';
import { ReasonField, reasonError } from './ReasonField.tsx';
import { reviewCopy } from '../shared/review-copy.ts';
import * as styles from '../details/DonationReview.css.ts';

const text = reviewCopy.close;
const choices = [DONATION_STATUS.returned, DONATION_STATUS.lost] as const;
type Choice = (typeof choices)[number];

export function CloseDonationForm({ donationId }: { donationId: string }) {
  const notify = useNotify();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const [errors, setErrors] = useState<{ status?: string; reason?: string; server?: string }>({});
  const [close, { loading }] = useMutation(CloseDonationDocument, {
    refetchQueries: [{ query: DonationDetailsDocument, variables: { id: donationId } }],
    awaitRefetchQueries: true,
  });
  const { formRef, refused } = useRefusalFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      status: status === '' ? text.statusRequired : undefined,
      reason: reasonError(reason),
    };
    setErrors(found);
    if (found.status || found.reason) refused();
    else setConfirming(Number(status) as Choice);
  };

  const confirmed = async (choice: Choice) => {
    setConfirming(null);
    try {
      await close({ variables: { id: donationId, status: choice, reason } });
      notify('success', text.success(DONATION_STATUS_TEXTS[choice]));
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.closeForm}
      onSubmit={submit}
      noValidate
      aria-label={text.title}
    >
      <p className={styles.muted}>{text.hint}</p>
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      <SelectField
        label={text.status}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        error={errors.status}
      >
        <option value="">{text.choose}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {DONATION_STATUS_TEXTS[choice]}
          </option>
        ))}
      </SelectField>
      <ReasonField
        label={text.reason}
        hint={text.reasonHint}
        value={reason}
        error={errors.reason}
        onChange={setReason}
      />
      <Button type="submit" width="full" busy={loading} busyText={text.submitting}>
        {text.submit}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === null
            ? ''
            : text.confirmTitle(donationId, DONATION_STATUS_TEXTS[confirming])
        }
        description={text.confirmBody(UNDO_CLOSING_MS / 60_000)}
        confirmLabel={confirming === null ? '' : text.confirmYes(DONATION_STATUS_TEXTS[confirming])}
        cancelLabel={text.confirmNo}
        onConfirm={() => confirming !== null && void confirmed(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}

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

type UndoWindow = { open: boolean; until: string };
const CLOSED: UndoWindow = { open: false, until: '' };

/** The deadline counts from when the server's answer arrived here, never from comparing clocks. */
export function useUndoWindow(undoWithinMs: number | null | undefined): UndoWindow {
  const [window, setWindow] = useState<UndoWindow>(CLOSED);
  useEffect(() => {
    if (!undoWithinMs) return undefined;
    const opened = setTimeout(
      () =>
        setWindow({
          open: true,
          until: formatTime(new Date(Date.now() + undoWithinMs).toISOString()),
        }),
      0,
    );
    const closes = setTimeout(() => setWindow(CLOSED), undoWithinMs);
    return () => {
      clearTimeout(opened);
      clearTimeout(closes);
      setWindow(CLOSED);
    };
  }, [undoWithinMs]);
  return window;
}
