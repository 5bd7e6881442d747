import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { adminDonationsCopy } from '../copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { LeaderSearchField } from '../components/LeaderSearchField.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { useFocusWhenShown } from '#src/ui/focus-moves.ts';
import { SelectField } from '#src/ui/fields.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { countFilterCriteria, type DonationFilter } from '#contract/donation-filter.ts';
import { donationFilterSchema, type DonationFilterForm } from '../forms/donation-filter-form.ts';
import { TextAreaField } from './TextAreaField.tsx';
import { FilterMoreFields } from './FilterMoreFields.tsx';
import { useFilterLookups } from './use-filter-lookups.ts';
import { AnomalyFilterField } from '../donation-review/AnomalyFilterField.tsx';
import * as styles from './FilterScreen.css.ts';

const text = adminDonationsCopy.filter;

type FilterFormProps = {
  initial: DonationFilterForm;
  /** Runs the filter; resolves when done (the screen handles success and failure). */
  onFilter: (filter: DonationFilter) => Promise<void>;
  onClear: () => void;
};

/** An option for a value the list does not (yet) hold, so a saved choice is never shown blank. */
function keepChoice(value: string, known: readonly string[], label = value) {
  return value !== '' && !known.includes(value) ? <option value={value}>{label}</option> : null;
}

/**
 * docs/product.md R2.20 /filter and R6.11–R6.13: at least one criterion; the leader search starts at 3 characters;
 * choosing a site disables and clears state and city; city waits for a state.
 */
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
