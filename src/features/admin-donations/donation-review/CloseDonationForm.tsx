import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CloseDonationDocument, DonationDetailsDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { UNDO_CLOSING_MS } from '#contract/donation-audit.ts';
import { DONATION_STATUS, DONATION_STATUS_TEXTS } from '#contract/status-texts.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { ReasonField } from './ReasonField.tsx';
import { reasonError } from './reason-rule.ts';
import { reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

const text = reviewCopy.close;
const choices = [DONATION_STATUS.returned, DONATION_STATUS.lost] as const;
type Choice = (typeof choices)[number];

/**
 * Admin marks an open donation 'Devolvido' (5) or 'Extraviado' (6) with a reason, after a question
 * that names the donation and the new status (docs/product.md R13.2).
 */
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
