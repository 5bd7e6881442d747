import * as v from 'valibot';
import { REASON_LIMITS, closeDonationMessages } from '#contract/donation-audit.ts';
import { FieldFrame } from '#src/ui/fields.tsx';
import * as styles from '../details/DonationReview.css.ts';

/** Its rule is checked by the caller (reasonError), as the server checks it. */
export function ReasonField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error} withErrorIcon={false}>
      {(control) => (
        <textarea
          {...control}
          className={styles.reason}
          value={value}
          maxLength={REASON_LIMITS.max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

const reasonSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(REASON_LIMITS.min),
  v.maxLength(REASON_LIMITS.max),
);

export const reasonError = (reason: string) =>
  v.is(reasonSchema, reason) ? undefined : closeDonationMessages.reason;
