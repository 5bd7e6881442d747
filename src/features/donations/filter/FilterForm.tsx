import { useRef, useState, type ComponentPropsWithRef } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, skipToken } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { useFocusWhenShown } from '#src/ui/focus-moves.ts';
import { SelectField, TextField, FieldFrame } from '#src/ui/fields.tsx';
import { countFilterCriteria, type DonationFilter } from '#contract/donation-filter.ts';
import {
  ChargesDocument,
  CitiesDocument,
  SitesDocument,
  StatesDocument,
  LeaderByCpfDocument,
} from '#graphql/generated/operations.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { leaderByCpfMessages } from '#contract/lookups.ts';
import { ANOMALY_KINDS, ANOMALY_TEXTS } from '#contract/anomalies.ts';
import { adminDonationsCopy } from '../shared/copy.ts';
import { LeaderSearchField } from '../shared/LeaderSearchField.tsx';
import { donationFilterSchema, type DonationFilterForm } from './donation-filter-form.ts';
import * as styles from './FilterScreen.css.ts';

const text = adminDonationsCopy.filter;

type FilterFormProps = {
  initial: DonationFilterForm;
  onFilter: (filter: DonationFilter) => Promise<void>;
  onClear: () => void;
};

/** A saved choice is never shown blank. */
function keepChoice(value: string, known: readonly string[], label = value) {
  return value !== '' && !known.includes(value) ? <option value={value}>{label}</option> : null;
}

export function FilterForm({ initial, onFilter, onClear }: FilterFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement | null>(null);
  // No field is wrong when none is filled: the person is taken to the first one to fill.
  useFocusWhenShown(formError, (shown) =>
    shown === null ? null : form.current?.querySelector<HTMLElement>('input, select, textarea'),
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DonationFilterForm, unknown, DonationFilter>({
    resolver: valibotResolver(donationFilterSchema),
    defaultValues: initial,
  });

  const siteId = useWatch({ control, name: 'siteId' });
  const state = useWatch({ control, name: 'state' });
  const city = useWatch({ control, name: 'city' });
  const status = useWatch({ control, name: 'status' });
  const anomaly = useWatch({ control, name: 'anomaly' });
  const lookups = useFilterLookups(state);
  const siteChosen = siteId !== '';

  const siteField = register('siteId', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== '') {
        setValue('state', '');
        setValue('city', '');
      }
    },
  });
  const stateField = register('state', { onChange: () => setValue('city', '') });

  const submit = handleSubmit(async (filter) => {
    if (countFilterCriteria(filter) === 0) {
      setFormError(text.needsCriterion);
      return;
    }
    setFormError(null);
    await onFilter(filter);
  });

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {formError ? (
        <Notice tone="danger" role="alert">
          <p>{formError}</p>
        </Notice>
      ) : null}
      {lookups.failed ? (
        <Notice tone="warning" role="status">
          <p>{text.lookupFailed}</p>
        </Notice>
      ) : null}

      <Controller
        control={control}
        name="leaderName"
        render={({ field }) => (
          <LeaderSearchField
            label={text.leader}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onSelect={(leader) => field.onChange(leader.name)}
            onBlur={field.onBlur}
            error={errors.leaderName?.message}
          />
        )}
      />

      <SelectField label={text.site} hint={text.siteHint} {...siteField} value={siteId}>
        <option value="">{text.allSites}</option>
        {lookups.sites.map((site) => (
          <option key={site.siteId} value={String(site.siteId)}>
            {site.name} ({site.city}/{site.state})
          </option>
        ))}
        {keepChoice(
          siteId,
          lookups.sites.map((site) => String(site.siteId)),
        )}
      </SelectField>

      <SelectField label={text.state} {...stateField} value={state} disabled={siteChosen}>
        <option value="">{text.allStates}</option>
        {lookups.states.map(({ state: uf }) => (
          <option key={uf} value={uf}>
            {uf}
          </option>
        ))}
        {keepChoice(
          state,
          lookups.states.map(({ state: uf }) => uf),
        )}
      </SelectField>

      <SelectField
        label={text.city}
        hint={text.cityHint}
        {...register('city')}
        value={city}
        disabled={siteChosen || state === ''}
      >
        <option value="">{text.allCities}</option>
        {lookups.cities.map((entry) => (
          <option key={entry.city} value={entry.city}>
            {entry.city}
          </option>
        ))}
        {keepChoice(
          city,
          lookups.cities.map((entry) => entry.city),
        )}
      </SelectField>

      <SelectField label={text.status} {...register('status')} value={status}>
        <option value="">{text.allStatuses}</option>
        {adminDonationsCopy.statuses.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </SelectField>

      <AnomalyFilterField {...register('anomaly')} value={anomaly} />

      <TextAreaField
        label={text.ids}
        hint={text.idsHint}
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.listDonationId?.message}
        {...register('listDonationId')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text.period}</legend>
        <div className={styles.dates}>
          <TextField
            label={text.dateFrom}
            type="date"
            error={errors.dateFrom?.message}
            {...register('dateFrom')}
          />
          <TextField
            label={text.dateTo}
            type="date"
            error={errors.dateTo?.message}
            {...register('dateTo')}
          />
        </div>
      </fieldset>

      <FilterMoreFields control={control} register={register} errors={errors} />

      <div className={styles.actions}>
        <Button type="submit" width="full" busy={isSubmitting} busyText={text.submitting}>
          {text.submit}
        </Button>
        <Button variant="outline" width="full" onClick={onClear} disabled={isSubmitting}>
          {text.clear}
        </Button>
      </div>
    </form>
  );
}

export function FilterMoreFields({
  control,
  register,
  errors,
}: {
  control: Control<DonationFilterForm, unknown, DonationFilter>;
  register: UseFormRegister<DonationFilterForm>;
  errors: FieldErrors<DonationFilterForm>;
}) {
  return (
    <>
      <TextField
        label={text.quantity}
        inputMode="numeric"
        autoComplete="off"
        error={errors.quantity?.message}
        {...register('quantity')}
      />
      <FilterPackageField control={control} register={register} />
      <TextField
        label={text.leaderCpf}
        hint={text.leaderCpfHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.leaderCpf?.message}
        {...register('leaderCpf')}
      />
    </>
  );
}

/** A saved choice whose file is no longer listed stays selectable. */
export function FilterPackageField({
  control,
  register,
}: {
  control: Control<DonationFilterForm, unknown, DonationFilter>;
  register: UseFormRegister<DonationFilterForm>;
}) {
  const loadId = useWatch({ control, name: 'loadId' });
  const charges = useQuery(ChargesDocument);
  const packages = (charges.data?.charges ?? []).filter(
    (charge) => charge.type === 'donation' && charge.status === CHARGE_STATUS.success,
  );
  const known = packages.some((charge) => charge._id === loadId);
  return (
    <SelectField
      label={text.package}
      hint={charges.error ? text.packagesFailed : text.packageHint}
      {...register('loadId')}
      value={loadId}
    >
      <option value="">{text.allPackages}</option>
      {packages.map((charge) => (
        <option key={charge._id} value={charge._id}>
          {text.packageOption(charge.fileName, formatDateAndTime(charge.createdAt).date)}
        </option>
      ))}
      {loadId !== '' && !known ? <option value={loadId}>{text.savedPackage}</option> : null}
    </SelectField>
  );
}

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function TextAreaField({ label, hint, error, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} withErrorIcon={false}>
      {(control) => <textarea {...areaProps} {...control} className={styles.textarea} />}
    </FieldFrame>
  );
}

export function useFilterLookups(state: string) {
  const sites = useQuery(SitesDocument);
  const states = useQuery(StatesDocument);
  const cities = useQuery(CitiesDocument, state ? { variables: { state } } : skipToken);
  return {
    sites: sites.data?.sites ?? [],
    states: states.data?.states ?? [],
    cities: state ? (cities.data?.cities ?? []) : [],
    failed: Boolean(sites.error || states.error || cities.error),
  };
}

/**
 * A leader's CPF becomes her id, sent in a body and never cached: no CPF in a URL, the cache or the
 * filter.
 */
export async function withLeaderId(
  client: ApolloClient,
  filter: DonationFilter,
): Promise<DonationFilter> {
  const { leaderCpf, ...rest } = filter;
  if (leaderCpf === undefined) return filter;
  const { data } = await client.query({
    query: LeaderByCpfDocument,
    variables: { login: leaderCpf },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error(leaderByCpfMessages.notFound);
  return { ...rest, leaderId: data.leaderByCpf.id };
}

export function AnomalyFilterField(
  props: Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'>,
) {
  return (
    <SelectField label={anomalyFilterCopy.anomaly} {...props}>
      <option value="">{anomalyFilterCopy.anyAnomaly}</option>
      {ANOMALY_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {ANOMALY_TEXTS[kind]}
        </option>
      ))}
    </SelectField>
  );
}

/** Apart from review-copy.ts so that the filter screens do not load the review's texts. */
export const anomalyFilterCopy = {
  anomaly: 'Alerta',
  anyAnomaly: 'Todos, com ou sem alerta',
} as const;
