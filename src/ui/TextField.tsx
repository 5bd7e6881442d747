import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './FieldFrame';
import * as fieldStyles from './styles/field.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the field and announced; the field is marked invalid. */
  error?: string;
};

export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input {...inputProps} {...control} className={fieldStyles.control} />}
    </FieldFrame>
  );
}
