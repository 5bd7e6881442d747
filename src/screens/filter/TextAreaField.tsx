import { useId, type ComponentPropsWithRef } from 'react';
import * as fieldStyles from '../../components/TextField.css';
import * as styles from './FilterScreen.css';

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line box with its hint and error linked to it (the list of donation ids). */
export function TextAreaField({ label, hint, error, ...areaProps }: TextAreaFieldProps) {
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
      <textarea {...areaProps} id={id} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
