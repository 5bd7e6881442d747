import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { adminDonationsCopy } from '../copy.ts';
import { TextField } from '#src/ui/fields.tsx';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { DonationFilterForm } from '../forms/donation-filter-form.ts';
import { FilterPackageField } from './FilterPackageField.tsx';

const text = adminDonationsCopy.filter;

/**
 * The filter's number of cards, package and the leader's CPF. A received quantity that differs
 * from the one sent is the 'Alerta' option 'Quantidade recebida diferente da enviada'.
 */
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
