import {
  useId,
  type ComponentPropsWithRef,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import * as fieldStyles from './styles/field.css.ts';

/**
 * Chromium scrolls a focused text box only until its caret line shows; this brings the whole box
 * into view.
 */
export function revealWholeBox(event: FocusEvent<HTMLElement>) {
  event.currentTarget.scrollIntoView({ block: 'nearest' });
}

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  hint?: ReactNode;
  error?: string;
  withErrorIcon?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

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

type FieldErrorProps = {
  id: string;
  message: string | null | undefined;
  withIcon?: boolean;
  /** For a message kept verbatim in another language than the page's: 'en'. */
  lang?: string;
};

export function FieldError({ id, message, withIcon = true, lang }: FieldErrorProps) {
  if (!message) return null;
  return (
    <span id={id} className={fieldStyles.error} role="alert" lang={lang}>
      {withIcon ? (
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z"
            fill="currentColor"
          />
        </svg>
      ) : null}
      {message}
    </span>
  );
}

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
};

export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input {...inputProps} {...control} className={fieldStyles.control} />}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

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
          className={[fieldStyles.control, fieldStyles.select, className].filter(Boolean).join(' ')}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  describedBy?: string;
};

export function Checkbox({ label, describedBy, id, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label
      htmlFor={inputId}
      className={fieldStyles.checkbox}
      data-disabled={disabled ? 'true' : undefined}
    >
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className={fieldStyles.checkboxInput}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      <span className={fieldStyles.checkboxLabel}>{label}</span>
    </label>
  );
}

type UploadProgressProps = {
  label: string;
  /** 0–100; null once every byte is sent and the server is still working (an indeterminate bar). */
  percent: number | null;
  statusText: string;
};

export function UploadProgress({ label, percent, statusText }: UploadProgressProps) {
  const id = useId();
  return (
    <div className={fieldStyles.uploadProgress}>
      <label htmlFor={id} className={fieldStyles.hint}>
        {label}
      </label>
      <progress id={id} className={fieldStyles.uploadBar} max={100} value={percent ?? undefined} />
      <p role="status">{statusText}</p>
    </div>
  );
}
