import { useState, type FormEvent } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { FieldFrame } from '#src/ui/fields.tsx';
import { accountsCopy as text } from '../copy.ts';
import * as styles from './PasswordResetScreen.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

export type AccountChangeKind = keyof typeof text.changes;

type AccountChangeFormProps = {
  change: AccountChangeKind;
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Why (5–500 characters, recorded in the access log), then a question that names the person. */
export function AccountChangeForm({
  change,
  name,
  busy,
  onConfirm,
  onCancel,
}: AccountChangeFormProps) {
  const copy = text.changes[change];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const { formRef, refused } = useRefusalFocus();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed.length < 5 || trimmed.length > 500 ? text.reasonInvalid : undefined;
    setError(problem);
    if (problem) refused();
    else setConfirming(true);
  };

  return (
    <form
      ref={formRef}
      className={styles.lookup}
      onSubmit={ask}
      noValidate
      aria-label={copy.action}
    >
      <FieldFrame label={text.reason} hint={text.reasonHint} error={error} withErrorIcon={false}>
        {(control) => (
          <textarea
            {...control}
            className={styles.reason}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          variant={change === 'disable' || change === 'anonymise' ? 'danger' : 'solid'}
          busy={busy}
          busyText={text.resetting}
        >
          {copy.action}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={copy.title(name)}
        description={copy.body}
        confirmLabel={copy.action}
        cancelLabel={text.cancel}
        onConfirm={() => {
          setConfirming(false);
          onConfirm(reason.trim());
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
