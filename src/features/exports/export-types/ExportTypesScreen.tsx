import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { exportTypesCopy } from '../copy';
import { Button } from '#src/ui/Button.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { isReportType, REPORT_TYPES, type ReportType } from '#contract/reports.ts';
import { FieldError } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import * as styles from './ExportTypesScreen.css';
import { paths } from '#src/lib/paths.ts';

const typeSchema = v.object({
  type: v.pipe(
    v.union([v.literal(''), v.picklist(REPORT_TYPES)], exportTypesCopy.required),
    v.check((type) => type !== '', exportTypesCopy.required),
    v.transform((type) => type as ReportType),
  ),
});
type TypeValues = { type: ReportType | '' };

/** docs/product.md R2.22 /export/types: one of four report types, then its filters. */
export function ExportTypesScreen() {
  const [, navigate] = useLocation();
  const chosen = new URLSearchParams(useSearch()).get('type');
  const id = useId();
  const errorId = `${id}-error`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TypeValues, unknown, { type: ReportType }>({
    resolver: valibotResolver(typeSchema),
    defaultValues: { type: isReportType(chosen) ? chosen : '' },
  });
  const error = errors.type?.message;

  const submit = handleSubmit(({ type }) => navigate(paths.exportFilters.link({ type })));

  return (
    <Screen title={exportTypesCopy.title} backTo={paths.export.link()} withNav>
      <form className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>{exportTypesCopy.legend}</legend>
          {REPORT_TYPES.map((type) => (
            <label key={type} className={styles.option}>
              <input
                type="radio"
                value={type}
                className={styles.radio}
                aria-describedby={`${id}-${type}`}
                {...register('type')}
              />
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{exportTypesCopy.labels[type]}</span>
                <span id={`${id}-${type}`} className={fieldStyles.hint}>
                  {exportTypesCopy.hints[type]}
                </span>
              </span>
            </label>
          ))}
          <FieldError id={errorId} message={error} withIcon={false} />
        </fieldset>
        <Button type="submit" width="full">
          {exportTypesCopy.continue}
        </Button>
      </form>
    </Screen>
  );
}
