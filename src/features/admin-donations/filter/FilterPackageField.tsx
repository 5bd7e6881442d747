import { useQuery } from '@apollo/client/react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { ChargesDocument } from '#graphql/generated/operations.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { SelectField } from '#src/ui/fields.tsx';
import { adminDonationsCopy } from '../copy.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { DonationFilterForm } from '../forms/donation-filter-form.ts';

const text = adminDonationsCopy.filter;

/**
 * 'Pacote' (issue 14, item 12): the donation charge files that created donations, newest first.
 * A saved choice whose file is no longer listed stays selectable, as the other selects do.
 */
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
