import * as fieldStyles from './styles/field.css';

type FieldErrorProps = {
  id: string;
  message: string | null | undefined;
  /** The warning icon before the text; a few older fields show the text alone. */
  withIcon?: boolean;
};

/** A field's message, linked to it by id (aria-describedby) and announced. */
export function FieldError({ id, message, withIcon = true }: FieldErrorProps) {
  if (!message) return null;
  return (
    <span id={id} className={fieldStyles.error} role="alert">
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
