import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { Button } from '#src/ui/Button.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { isReportType, REPORT_TYPES, type ReportType } from '#contract/reports.ts';
import { FieldError } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import * as styles from './report-forms.css.ts';
import { paths } from '#src/lib/paths.ts';

export const reportTypeCopy = {
  labels: {
    sites: 'Unidades',
    users: 'Líderes',
    donation: 'Doações',
    voucher: 'Cartões',
    reconciliation: 'Conciliação dos cartões',
  } satisfies Record<ReportType, string>,
  hints: {
    sites: 'Unidades com cidade, UF e número de líderes e doações.',
    users: 'Líderes com contato, unidade e data do termo de compromisso.',
    donation: 'Doações com status, datas e cartões entregues.',
    voucher: 'Cartões com a situação de cada entrega.',
    reconciliation:
      'Cada cartão com a situação atual, as datas de cada etapa, o saldo e o vencimento.',
  } satisfies Record<ReportType, string>,
};

const typeCopy = {
  title: 'Nova Exportação',
  legend: 'Qual relatório você quer exportar?',
  required: 'Escolha o tipo de exportação.',
  continue: 'Continuar',
};

const typeSchema = v.object({
  type: v.pipe(
    v.union([v.literal(''), v.picklist(REPORT_TYPES)], typeCopy.required),
    v.check((type) => type !== '', typeCopy.required),
    v.transform((type) => type as ReportType),
  ),
});
type TypeValues = { type: ReportType | '' };

export function ReportTypeScreen() {
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
    <Screen title={typeCopy.title} backTo={paths.export.link()} withNav>
      <form className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.choicesLegend}>{typeCopy.legend}</legend>
          {REPORT_TYPES.map((type) => (
            <label key={type} className={styles.option}>
              <input
                type="radio"
                value={type}
                className={styles.radio}
                aria-describedby={`${id}-${type}`}
                aria-invalid={error ? true : undefined}
                {...register('type')}
              />
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{reportTypeCopy.labels[type]}</span>
                <span id={`${id}-${type}`} className={fieldStyles.hint}>
                  {reportTypeCopy.hints[type]}
                </span>
              </span>
            </label>
          ))}
          <FieldError id={errorId} message={error} withIcon={false} />
        </fieldset>
        <Button type="submit" width="full">
          {typeCopy.continue}
        </Button>
      </form>
    </Screen>
  );
}
