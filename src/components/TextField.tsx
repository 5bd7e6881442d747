import { useId, type ComponentPropsWithRef } from 'react';
import * as styles from './TextField.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the field and announced; the field is marked invalid. */
  error?: string;
};

export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input {...inputProps} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z" fill="currentColor" />
          </svg>
          {error}
        </span>
      ) : null}
    </div>
  );
}
