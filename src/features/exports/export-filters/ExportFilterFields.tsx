import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { UseFormReturn } from 'react-hook-form';
import { CitiesDocument, SitesDocument, StatesDocument } from '#graphql/generated/operations.ts';
import { exportFiltersCopy } from '../copy';
import { SelectField } from '#src/ui/fields.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { REPORT_FILTER_FIELDS, type ReportType } from '#contract/reports.ts';
import type { ExportFilterValues } from '../forms/export-filter';
import { ExportPackageField } from './ExportPackageField';
import * as styles from './ExportFiltersScreen.css';

const text = exportFiltersCopy;

type ExportFilterFieldsProps = {
  type: ReportType;
  form: UseFormReturn<ExportFilterValues, unknown, ExportFilterValues>;
  disabled: boolean;
};

/**
 * The filters of one report type. docs/product.md R6.13: choosing a site disables and clears state and city;
 * city is disabled until a state is chosen.
 */
export function ExportFilterFields({ type, form, disabled }: ExportFilterFieldsProps) {
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
          label={text.leaderName}
          hint={text.leaderNameHint}
          autoComplete="off"
          maxLength={120}
          disabled={disabled}
          error={errors.leaderName?.message}
          {...register('leaderName')}
        />
      ) : null}
      {fields.has('listDonationId') ? (
        <TextField
          label={text.donationIds}
          hint={text.donationIdsHint}
          autoComplete="off"
          autoCapitalize="characters"
          disabled={disabled}
          error={errors.listDonationId?.message}
          {...register('listDonationId')}
        />
      ) : null}
      {fields.has('status') ? (
        <SelectField label={text.status} disabled={disabled} {...register('status')}>
          <option value="">{text.anyStatus}</option>
          {Object.entries(text.statusTexts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={text.site}
        hint={siteId ? text.siteDisablesPlace : undefined}
        disabled={disabled}
        {...register('siteId')}
      >
        <option value="">{text.anySite}</option>
        {sites.map((site) => (
          <option key={site.siteId} value={String(site.siteId)}>
            {`${site.name} (${site.city}/${site.state})`}
          </option>
        ))}
      </SelectField>
      <SelectField label={text.state} disabled={disabled || siteId !== ''} {...register('state')}>
        <option value="">{text.anyState}</option>
        {states.map((option) => (
          <option key={option.state} value={option.state}>
            {option.state}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={text.city}
        hint={state === '' && siteId === '' ? text.cityNeedsState : undefined}
        disabled={disabled || siteId !== '' || state === ''}
        {...register('city')}
      >
        <option value="">{text.anyCity}</option>
        {cities.map((option) => (
          <option key={option.city} value={option.city}>
            {option.city}
          </option>
        ))}
      </SelectField>
      {fields.has('loadId') ? (
        <ExportPackageField disabled={disabled} field={register('loadId')} />
      ) : null}
      {fields.has('dateFrom') ? (
        <div className={styles.dates}>
          <TextField
            label={text.dateFrom}
            type="date"
            disabled={disabled}
            error={errors.dateFrom?.message}
            {...register('dateFrom')}
          />
          <TextField
            label={text.dateTo}
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
