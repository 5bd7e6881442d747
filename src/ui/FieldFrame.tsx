import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import * as fieldStyles from './styles/field.css';

/** What the control inside the frame must carry so its label, hint and error reach it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  hint?: string;
  /** Shown under the field and announced; the field is marked invalid. */
  error?: string;
  withErrorIcon?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, hint and error around one control, linked to it by id. */
export function FieldFrame({
  label,
  hint,
  error,
  withErrorIcon = true,
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} message={error} withIcon={withErrorIcon} />
    </div>
  );
}
