import { useEffect, useState, useId } from 'react';
import { useQuery, useMutation } from '@apollo/client/react';
import { useForm, type UseFormReturn, type UseFormRegisterReturn } from 'react-hook-form';
import { CitiesDocument, SitesDocument, StatesDocument, CreateReportDocument, ChargesDocument } from '#graphql/generated/operations.ts';
import { emptyReportFilter, reportFilterSchema, missingFilter, toReportFilter, type ReportFilterValues } from './report-form.ts';
import { SelectField, TextField } from '#src/ui/fields.tsx';
import { REPORT_FILTER_FIELDS, isReportType, reportHoldsPersonalData, reportNeedsFilter, type ReportType } from '#contract/reports.ts';
import * as styles from './report-forms.css.ts';
import { reportTypeCopy } from './ReportTypeScreen.tsx';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { AlertBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { DONATION_STATUS_TEXTS, CHARGE_STATUS } from '#contract/status-texts.ts';
import { paths } from '#src/lib/paths.ts';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';

const filtersCopy = {
  title: 'Filtros da exportação',
  chosenType: (label: string) => `Exportação de ${label}`,
  changeType: 'Trocar tipo',
  needsFilter: 'Para esta exportação, informe ao menos um filtro.',
  optionalFilters: 'Os filtros são opcionais: sem nenhum, a exportação traz todos os registros.',
  leaderName: 'Nome do líder',
  leaderNameHint: 'Parte do nome já basta.',
  site: 'Unidade',
  anySite: 'Todas as unidades',
  siteDisablesPlace: 'Com uma unidade escolhida, UF e cidade não se aplicam.',
  status: 'Status da doação',
  anyStatus: 'Todos os status',
  statusTexts: DONATION_STATUS_TEXTS,
  donationIds: 'Códigos das doações',
  donationIdsHint: 'Separe por vírgula ou espaço. Ex.: SP-20261121000000001',
  state: 'UF',
  anyState: 'Todas as UFs',
  city: 'Cidade',
  anyCity: 'Todas as cidades',
  cityNeedsState: 'Escolha a UF para ver as cidades.',
  package: 'Pacote',
  packageHint: 'O arquivo de doações (carga do tipo Pacote) em que as doações vieram.',
  packagesFailed: 'Não foi possível carregar a lista de pacotes. Tente novamente.',
  anyPackage: 'Todos os pacotes',
  packageOption: (fileName: string, date: string) => `${fileName} — ${date}`,
  dateFrom: 'Cadastradas a partir de',
  dateTo: 'Cadastradas até',
  submit: 'Gerar exportação',
  submitting: 'Gerando...',
  dataMode: {
    legend: 'Dados pessoais no arquivo',
    masked: 'Mascarados (recomendado)',
    maskedHint:
      'Sem o nome de quem recebeu nem o comentário do líder; CPF como ***.456.789-**, telefone só com os 4 últimos dígitos, e-mail mascarado, localização arredondada (cerca de 1 km).',
    complete: 'Completos',
    completeHint: (minutes: number) =>
      `Nome, CPF, telefone, e-mail, comentário e localização inteiros. A geração e cada download ficam registrados, e o arquivo completo é apagado ${minutes} minutos depois de gerado; usuários de leitura baixam sempre a versão mascarada.`,
  },
};

type ReportFilterFieldsProps = {
  type: ReportType;
  form: UseFormReturn<ReportFilterValues, unknown, ReportFilterValues>;
  disabled: boolean;
};

function ReportFilterFields({ type, form, disabled }: ReportFilterFieldsProps) {
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const fields = new Set(REPORT_FILTER_FIELDS[type]);
  const siteId = watch('siteId');
  const state = watch('state');
  const sites = useQuery(SitesDocument).data?.sites ?? [];
  const states = useQuery(StatesDocument).data?.states ?? [];
  const cities =
    useQuery(CitiesDocument, { variables: { state }, skip: state === '' }).data?.cities ?? [];

  useEffect(() => {
    if (siteId === '') return;
    setValue('state', '');
    setValue('city', '');
  }, [siteId, setValue]);

  useEffect(() => {
    setValue('city', '');
  }, [state, setValue]);

  return (
    <>
      {fields.has('leaderName') ? (
        <TextField
          label={filtersCopy.leaderName}
          hint={filtersCopy.leaderNameHint}
          autoComplete="off"
          maxLength={120}
          disabled={disabled}
          error={errors.leaderName?.message}
          {...register('leaderName')}
        />
      ) : null}
      {fields.has('listDonationId') ? (
        <TextField
          label={filtersCopy.donationIds}
          hint={filtersCopy.donationIdsHint}
          autoComplete="off"
          autoCapitalize="characters"
          disabled={disabled}
          error={errors.listDonationId?.message}
          {...register('listDonationId')}
        />
      ) : null}
      {fields.has('status') ? (
        <SelectField label={filtersCopy.status} disabled={disabled} {...register('status')}>
          <option value="">{filtersCopy.anyStatus}</option>
          {Object.entries(filtersCopy.statusTexts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={filtersCopy.site}
        hint={siteId ? filtersCopy.siteDisablesPlace : undefined}
        disabled={disabled}
        {...register('siteId')}
      >
        <option value="">{filtersCopy.anySite}</option>
        {sites.map((site) => (
          <option key={site.siteId} value={String(site.siteId)}>
            {`${site.name} (${site.city}/${site.state})`}
          </option>
        ))}
      </SelectField>
      <SelectField label={filtersCopy.state} disabled={disabled || siteId !== ''} {...register('state')}>
        <option value="">{filtersCopy.anyState}</option>
        {states.map((option) => (
          <option key={option.state} value={option.state}>
            {option.state}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={filtersCopy.city}
        hint={state === '' && siteId === '' ? filtersCopy.cityNeedsState : undefined}
        disabled={disabled || siteId !== '' || state === ''}
        {...register('city')}
      >
        <option value="">{filtersCopy.anyCity}</option>
        {cities.map((option) => (
          <option key={option.city} value={option.city}>
            {option.city}
          </option>
        ))}
      </SelectField>
      {fields.has('loadId') ? (
        <PackageField disabled={disabled} field={register('loadId')} />
      ) : null}
      {fields.has('dateFrom') ? (
        <div className={styles.dates}>
          <TextField
            label={filtersCopy.dateFrom}
            type="date"
            disabled={disabled}
            error={errors.dateFrom?.message}
            {...register('dateFrom')}
          />
          <TextField
            label={filtersCopy.dateTo}
            type="date"
            disabled={disabled}
            error={errors.dateTo?.message}
            {...register('dateTo')}
          />
        </div>
      ) : null}
    </>
  );
}

function ReportFilterForm({ type }: { type: ReportType }) {
  const [, navigate] = useLocation();
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const canChooseComplete =
    useSessionView().user?.role === 'admin' && reportHoldsPersonalData(type);
  const [createReport] = useMutation(CreateReportDocument);
  const form = useForm<ReportFilterValues, unknown, ReportFilterValues>({
    resolver: valibotResolver(reportFilterSchema),
    // The first field to fix takes the focus with its label in view (useFirstInvalidFocus).
    shouldFocusError: false,
    defaultValues: emptyReportFilter,
  });
  const formRef = useFirstInvalidFocus(form.formState.submitCount);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const noFilter = missingFilter(values, type);
    setMissing(noFilter);
    if (noFilter) return;
    try {
      await createReport({
        variables: {
          type,
          filter: toReportFilter(values, type),
          complete: canChooseComplete && complete,
        },
      });
      navigate(paths.export.link());
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  });

  return (
    <>
      <AlertBanner type="failure" message={failure} onDismiss={() => setFailure(null)} />
      <div className={styles.chosen}>
        <p className={styles.chosenType}>{filtersCopy.chosenType(reportTypeCopy.labels[type])}</p>
        <Link href={paths.exportTypes.link({ type })} className={styles.link}>
          {filtersCopy.changeType}
        </Link>
      </div>
      <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.filters}>
          <legend className={styles.filtersLegend}>
            {reportNeedsFilter(type) ? filtersCopy.needsFilter : filtersCopy.optionalFilters}
          </legend>
          <ReportFilterFields type={type} form={form} disabled={isSubmitting} />
        </fieldset>
        {canChooseComplete ? (
          <DataModeField complete={complete} onChange={setComplete} disabled={isSubmitting} />
        ) : null}
        {missing ? (
          <Notice tone="danger" role="alert">
            <p>{filtersCopy.needsFilter}</p>
          </Notice>
        ) : null}
        <Button type="submit" width="full" busy={isSubmitting} busyText={filtersCopy.submitting}>
          {filtersCopy.submit}
        </Button>
      </form>
    </>
  );
}

export function ReportFiltersScreen() {
  const type = new URLSearchParams(useSearch()).get('type');
  if (!isReportType(type)) return <Redirect to={paths.exportTypes.link()} replace />;
  return (
    <Screen title={filtersCopy.title} backTo={paths.exportTypes.link({ type })} withNav>
      <ReportFilterForm type={type} />
    </Screen>
  );
}

/** The server's COMPLETE_EXPORT_TTL_SECONDS default. */
const COMPLETE_FILE_MINUTES = 15;

type DataModeFieldProps = {
  complete: boolean;
  onChange: (complete: boolean) => void;
  disabled?: boolean;
};

function DataModeField({ complete, onChange, disabled }: DataModeFieldProps) {
  const id = useId();
  const options = [
    { value: false, label: filtersCopy.dataMode.masked, hint: filtersCopy.dataMode.maskedHint },
    { value: true, label: filtersCopy.dataMode.complete, hint: filtersCopy.dataMode.completeHint(COMPLETE_FILE_MINUTES) },
  ];
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.choicesLegend}>{filtersCopy.dataMode.legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className={styles.option}>
          <input
            type="radio"
            name={`${id}-mode`}
            className={styles.radio}
            checked={complete === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={`${id}-${String(option.value)}`}
          />
          <span className={styles.optionText}>
            <span className={styles.optionLabel}>{option.label}</span>
            <span id={`${id}-${String(option.value)}`} className={fieldStyles.hint}>
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function PackageField({
  disabled,
  field,
}: {
  disabled: boolean;
  field: UseFormRegisterReturn<'loadId'>;
}) {
  const charges = useQuery(ChargesDocument);
  const packages = (charges.data?.charges ?? []).filter(
    (charge) => charge.type === 'donation' && charge.status === CHARGE_STATUS.success,
  );
  return (
    <SelectField
      label={filtersCopy.package}
      hint={charges.error ? filtersCopy.packagesFailed : filtersCopy.packageHint}
      disabled={disabled}
      {...field}
    >
      <option value="">{filtersCopy.anyPackage}</option>
      {packages.map((charge) => (
        <option key={charge._id} value={charge._id}>
          {filtersCopy.packageOption(charge.fileName, formatDateAndTime(charge.createdAt).date)}
        </option>
      ))}
    </SelectField>
  );
}
