import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { adminDonationsCopy } from '../copy';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import type { DonationFilterForm } from '../forms/donation-filter-form';

const text = adminDonationsCopy.filter;

/** The filter's number of cards, the leader's CPF and the divergence flag (issue 14, items 12 and 3). */
export function FilterMoreFields({ register, errors }: { register: UseFormRegister<DonationFilterForm>; errors: FieldErrors<DonationFilterForm> }) {
  return (
    <>
      <TextField label={text.quantity} inputMode="numeric" autoComplete="off" error={errors.quantity?.message} {...register('quantity')} />
      <TextField
        label={text.leaderCpf}
        hint={text.leaderCpfHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.leaderCpf?.message}
        {...register('leaderCpf')}
      />
      <Checkbox label={text.divergent} {...register('quantityDivergent')} />
    </>
  );
}
