import { useId, type Ref } from 'react';
import { chargeAddCopy } from '../../copy/charges-exports';
import { button } from '../../components/Button.css';
import { formatFileSize } from '../../forms/charge-upload';
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
export function FilePicker({ file, onChange, onBlur, error, disabled, inputRef, hint }: FilePickerProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const hintId = `${id}-hint`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.group}>
      <span id={titleId} className={styles.groupLabel}>
        {chargeAddCopy.fileLabel}
      </span>
      <span id={hintId} className={styles.hint}>
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
      <label id={pickId} htmlFor={id} className={`${button({ variant: 'outline' })} ${styles.pick}`}>
        {file ? chargeAddCopy.fileChange : chargeAddCopy.filePick}
      </label>
      <p id={chosenId} className={styles.chosen}>
        {file ? chargeAddCopy.fileChosen(file.name, formatFileSize(file.size)) : chargeAddCopy.fileNone}
      </p>
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
