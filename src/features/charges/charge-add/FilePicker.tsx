import { useId, type Ref } from 'react';
import { chargeAddCopy } from '../copy';
import { button } from '#src/ui/Button.css.ts';
import { formatFileSize } from '../forms/charge-upload';
import { FieldError } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import * as styles from './ChargeAddScreen.css';

type FilePickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  hint: string;
};

/** 'Carga da Planilha': a native .csv file input drawn as an 'adicionar arquivo' button. */
export function FilePicker({
  file,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
  hint,
}: FilePickerProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const hintId = `${id}-hint`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.group}>
      <span id={titleId} className={fieldStyles.label}>
        {chargeAddCopy.fileLabel}
      </span>
      <span id={hintId} className={fieldStyles.hint}>
        {hint}
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept=".csv,text/csv"
        className={styles.fileInput}
        disabled={disabled}
        aria-labelledby={`${titleId} ${pickId}`}
        aria-describedby={[hintId, chosenId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Picking the same file again (after fixing it) must fire change again.
          event.target.value = '';
        }}
      />
      <label
        id={pickId}
        htmlFor={id}
        className={`${button({ variant: 'outline' })} ${styles.pick}`}
      >
        {file ? chargeAddCopy.fileChange : chargeAddCopy.filePick}
      </label>
      <p id={chosenId} className={styles.chosen}>
        {file
          ? chargeAddCopy.fileChosen(file.name, formatFileSize(file.size))
          : chargeAddCopy.fileNone}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
