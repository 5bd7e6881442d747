import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from '#src/ui/fields.tsx';
import * as styles from './FilterScreen.css.ts';

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line box with its hint and error linked to it (the list of donation ids). */
export function TextAreaField({ label, hint, error, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} withErrorIcon={false}>
      {(control) => <textarea {...areaProps} {...control} className={styles.textarea} />}
    </FieldFrame>
  );
}
