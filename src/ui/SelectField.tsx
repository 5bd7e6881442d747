import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import * as fieldStyles from './styles/field.css';
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
export function SelectField({
  label,
  hint,
  error,
  children,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          className={[fieldStyles.control, styles.select, className].filter(Boolean).join(' ')}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
