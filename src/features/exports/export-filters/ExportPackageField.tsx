import { useQuery } from '@apollo/client/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChargesDocument } from '#graphql/generated/operations.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { SelectField } from '#src/ui/fields.tsx';
import { exportFiltersCopy } from '../copy';

const text = exportFiltersCopy;

/** 'Pacote', as on the donations filter: the donation charge files that loaded, newest first. */
export function ExportPackageField({
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
      label={text.package}
      hint={charges.error ? text.packagesFailed : text.packageHint}
      disabled={disabled}
      {...field}
    >
      <option value="">{text.anyPackage}</option>
      {packages.map((charge) => (
        <option key={charge._id} value={charge._id}>
          {text.packageOption(charge.fileName, formatDateAndTime(charge.createdAt).date)}
        </option>
      ))}
    </SelectField>
  );
}
