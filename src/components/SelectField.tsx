import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as fieldStyles from './TextField.css';
import * as styles from './SelectField.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the field and announced; the field is marked invalid. */
  error?: string;
  /** The `<option>`s. */
  children: ReactNode;
};

/** A labelled native select (the phone's own picker), with hint and error linked to it. */
export function SelectField({ label, hint, error, children, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      <select
        {...selectProps}
        id={id}
        className={[fieldStyles.input, styles.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </select>
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z" fill="currentColor" />
          </svg>
          {error}
        </span>
      ) : null}
    </div>
  );
}
