import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLocation } from 'wouter';
import { chargeAddCopy, chargeCopy } from '../copy';
import { Button } from '#src/ui/Button.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { CHARGE_TYPES } from '#contract/charges.ts';
import {
  CHARGE_MAX_MB,
  chargeColumnsText,
  chargeUploadSchema,
  emptyChargeUpload,
  type ChargeUpload,
  type ChargeUploadValues,
} from '../forms/charge-upload';
import { FilePicker } from './FilePicker';
import { TemplateLink } from './TemplateLink';
import { UploadFailure, type UploadFailureInfo } from './UploadFailure';
import { UploadProgress } from './UploadProgress';
import { ChargeProcessing, type FinishedCharge } from './ChargeProcessing';
import { rejectedFailure } from './rejected-failure';
import { useChargeUpload } from './use-charge-upload';
import { useNotify } from '#src/core/session-scope/use-notification.ts';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { paths } from '#src/lib/paths.ts';

/**
 * 'Tipo de Carga' and 'Carga da Planilha'; on success back to /charge with 'Carga processada com
 * sucesso', otherwise the reason in red. A load still 'Em processamento' is followed until it ends.
 */
export function ChargeUploadForm() {
  const [, navigate] = useLocation();
  const { upload, progress } = useChargeUpload();
  const notify = useNotify();
  const [failure, setFailure] = useState<UploadFailureInfo | null>(null);
  const [processingId, setProcessingId] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChargeUploadValues, unknown, ChargeUpload>({
    resolver: valibotResolver(chargeUploadSchema),
    defaultValues: emptyChargeUpload,
  });
  const type = useWatch({ control, name: 'type' });
  // A second send while the first file's job runs would load the same rows twice.
  const locked = isSubmitting || processingId !== null;

  const showProcessed = useCallback(() => {
    notify('success', chargeAddCopy.success, { on: paths.charge.link() });
    navigate(paths.charge.link());
  }, [notify, navigate]);

  const showFinished = useCallback(
    (charge: FinishedCharge) => {
      setProcessingId(null);
      if (charge.status === chargeCopy.successStatus) showProcessed();
      else setFailure(rejectedFailure(charge));
    },
    [showProcessed],
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setProcessingId(null);
    const outcome = await upload(values);
    if (outcome.kind === 'failed') setFailure(outcome.failure);
    else if (outcome.kind === 'processing') setProcessingId(outcome.chargeId);
    else showProcessed();
  });

  return (
    <form
      className={fieldStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <SelectField
        label={chargeAddCopy.typeLabel}
        hint={type ? chargeAddCopy.columnsHint(chargeColumnsText(type)) : undefined}
        error={errors.type?.message}
        disabled={locked}
        {...register('type')}
      >
        <option value="">{chargeAddCopy.typePlaceholder}</option>
        {CHARGE_TYPES.map((option) => (
          <option key={option} value={option}>
            {chargeCopy.typeLabels[option]}
          </option>
        ))}
      </SelectField>
      {type ? <TemplateLink type={type} /> : null}

      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <FilePicker
            file={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={locked}
            hint={chargeAddCopy.fileHint(CHARGE_MAX_MB)}
          />
        )}
      />

      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {processingId ? (
        <ChargeProcessing key={processingId} chargeId={processingId} onFinished={showFinished} />
      ) : null}
      {failure ? <UploadFailure failure={failure} /> : null}

      <Button
        type="submit"
        width="full"
        busy={isSubmitting}
        busyText={chargeAddCopy.submitting}
        disabled={processingId !== null}
      >
        {chargeAddCopy.submit}
      </Button>
    </form>
  );
}
