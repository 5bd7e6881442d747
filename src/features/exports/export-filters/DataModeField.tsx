import { useId } from 'react';
import { exportFiltersCopy } from '../copy';
import * as typeStyles from '../export-types/ExportTypesScreen.css';
import * as fieldStyles from '#src/ui/styles/field.css.ts';

const text = exportFiltersCopy.dataMode;

/** How long a complete export's file lives: the server's COMPLETE_EXPORT_TTL_SECONDS, 15 minutes by default. */
const COMPLETE_FILE_MINUTES = 15;

type DataModeFieldProps = {
  complete: boolean;
  onChange: (complete: boolean) => void;
  disabled?: boolean;
};

/** Admin only, for reports that hold people's data: masked (the default) or complete. */
export function DataModeField({ complete, onChange, disabled }: DataModeFieldProps) {
  const id = useId();
  const options = [
    { value: false, label: text.masked, hint: text.maskedHint },
    { value: true, label: text.complete, hint: text.completeHint(COMPLETE_FILE_MINUTES) },
  ];
  return (
    <fieldset className={typeStyles.fieldset} disabled={disabled}>
      <legend className={typeStyles.legend}>{text.legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className={typeStyles.option}>
          <input
            type="radio"
            name={`${id}-mode`}
            className={typeStyles.radio}
            checked={complete === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={`${id}-${String(option.value)}`}
          />
          <span className={typeStyles.optionText}>
            <span className={typeStyles.optionLabel}>{option.label}</span>
            <span id={`${id}-${String(option.value)}`} className={fieldStyles.hint}>
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
