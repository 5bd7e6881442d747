import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { CloseDonationDocument, DonationDetailsDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { closeDonationMessages, REASON_LIMITS } from '#contract/donation-audit.ts';
import { DONATION_STATUS, DONATION_STATUS_TEXTS } from '#contract/status-texts.ts';
import { Button } from '#src/ui/Button.tsx';
import { FieldFrame } from '#src/ui/FieldFrame.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { SelectField } from '#src/ui/SelectField.tsx';
import { useNotify } from '#src/core/session-scope/use-notification.ts';
import { reviewCopy } from './review-copy';
import * as styles from './DonationReview.css';

const text = reviewCopy.close;
const choices = [DONATION_STATUS.returned, DONATION_STATUS.lost] as const;
const reasonSchema = v.pipe(v.string(), v.trim(), v.minLength(REASON_LIMITS.min), v.maxLength(REASON_LIMITS.max));

/** Admin marks an open donation 'Devolvido' (5) or 'Extraviado' (6); the reason is required. */
export function CloseDonationForm({ donationId }: { donationId: string }) {
  const notify = useNotify();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string; server?: string }>({});
  const [close, { loading }] = useMutation(CloseDonationDocument, {
    refetchQueries: [{ query: DonationDetailsDocument, variables: { id: donationId } }],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      status: status === '' ? text.statusRequired : undefined,
      reason: v.is(reasonSchema, reason) ? undefined : closeDonationMessages.reason,
    };
    setErrors(found);
    if (found.status || found.reason) return;
    try {
      await close({ variables: { id: donationId, status: Number(status), reason } });
      notify('success', text.success(DONATION_STATUS_TEXTS[Number(status) as 5 | 6]));
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <form className={styles.closeForm} onSubmit={submit} noValidate aria-label={text.title}>
      <p className={styles.muted}>{text.hint}</p>
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      <SelectField label={text.status} value={status} onChange={(event) => setStatus(event.target.value)} error={errors.status}>
        <option value="">{text.choose}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {DONATION_STATUS_TEXTS[choice]}
          </option>
        ))}
      </SelectField>
      <FieldFrame label={text.reason} hint={text.reasonHint} error={errors.reason} withErrorIcon={false}>
        {(control) => (
          <textarea
            {...control}
            className={styles.reason}
            value={reason}
            maxLength={REASON_LIMITS.max}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" width="full" busy={loading} busyText={text.submitting}>
        {text.submit}
      </Button>
    </form>
  );
}
