import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './Checkbox.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  /** Id of an element that explains the state (e.g. why the box is disabled). */
  describedBy?: string;
};

export function Checkbox({ label, describedBy, id, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label htmlFor={inputId} className={styles.root} data-disabled={disabled ? 'true' : undefined}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className={styles.input}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
