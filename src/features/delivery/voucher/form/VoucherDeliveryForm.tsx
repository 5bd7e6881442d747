import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type RefCallback,
} from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { photoCopy } from '../../photo/photo-copy.ts';
import { voucherDeliveryCopy } from '../voucher-delivery-copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import {
  photoFieldRender,
  TapKeptNotice,
  useTapKeptWhilePreparing,
  PhotoUploadProgress,
} from '../../photo/PhotoField.tsx';
import { Checkbox, TextField, FieldError } from '#src/ui/fields.tsx';
import {
  emptyVoucherDelivery,
  recipientFields,
  voucherDeliveryResolver,
  type VoucherDeliveryValues,
} from './voucher-delivery.ts';
import type { DeliveryOutcome } from '#contract/leader-writes.ts';
import type { UploadProgress as Progress } from '#machines/voucher-delivery.machine.ts';
import type { DraftKey } from '#src/core/drafts/draft-record.ts';
import { DraftNotice, useFormDraft } from '../../draft/form-draft.tsx';
import { voucherDeliveryDraftCodec } from './voucher-delivery-draft.ts';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import * as styles from './VoucherDeliveryForm.css.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';

const text = voucherDeliveryCopy;

type VoucherDeliveryFormProps = {
  onSubmit: (delivery: DeliveryOutcome) => void;
  sending: boolean;
  upload: Progress | null;
  canSend: boolean;
  draftKey?: DraftKey | null;
  notDeliveredReason?: string;
};

/** The form keeps everything typed while mounted, so a refused submission loses nothing. */
export function VoucherDeliveryForm({
  onSubmit,
  sending,
  upload,
  canSend,
  draftKey = null,
  notDeliveredReason = '',
}: VoucherDeliveryFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setValue,
    subscribe,
    reset,
    getValues,
    formState: { errors, submitCount },
  } = useForm<VoucherDeliveryValues, unknown, DeliveryOutcome>({
    resolver: voucherDeliveryResolver,
    // The first field to fix takes the focus with its label in view (useFirstInvalidFocus).
    shouldFocusError: false,
    defaultValues: emptyVoucherDelivery,
  });
  const formRef = useFirstInvalidFocus(submitCount);
  const draft = useFormDraft({ subscribe, reset, getValues }, draftKey, voucherDeliveryDraftCodec);
  const submit = (delivery: DeliveryOutcome) => {
    // Written before the send, so the removal once it is accepted comes after it.
    draft.flush();
    onSubmit(delivery);
  };
  const photoTap = useTapKeptWhilePreparing(() => void handleSubmit(submit)());
  const status = useWatch({ control, name: 'delivered' });
  const wantsInvoice = useWatch({ control, name: 'wantsInvoice' });
  const phone = useWatch({ control, name: 'receivedContactNumber' });

  const statusField = register('delivered', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'false') return;
      for (const field of recipientFields)
        resetField(field, { defaultValue: emptyVoucherDelivery[field] });
      if (notDeliveredReason && getValues('leaderComment').trim() === '')
        setValue('leaderComment', notDeliveredReason, { shouldDirty: true });
    },
  });
  const commentField = register('leaderComment');

  const ids = {
    status: `${id}-status`,
    statusError: `${id}-status-error`,
    comment: `${id}-comment`,
    commentHint: `${id}-comment-hint`,
    commentError: `${id}-comment-error`,
  };

  return (
    <form ref={formRef} className={fieldStyles.form} noValidate onSubmit={photoTap.onSubmit}>
      <Notice tone="info">
        <p>{text.idReminder}</p>
      </Notice>

      {/* A disabled fieldset blocks edits while sending without react-hook-form dropping the values. */}
      <fieldset className={fieldStyles.group} disabled={sending}>
        <div className={fieldStyles.field}>
          <label htmlFor={ids.status} className={fieldStyles.label}>
            {text.statusLegend}
          </label>
          <select
            id={ids.status}
            className={fieldStyles.control}
            aria-invalid={errors.delivered ? true : undefined}
            aria-describedby={errors.delivered ? ids.statusError : undefined}
            {...statusField}
          >
            <option value="">{text.statusPlaceholder}</option>
            <option value="true">{text.statusDelivered}</option>
            <option value="false">{text.statusNotDelivered}</option>
          </select>
          <FieldError id={ids.statusError} message={errors.delivered?.message} />
        </div>

        {status === 'true' ? (
          <div className={styles.recipient}>
            <Controller
              control={control}
              name="photo"
              render={photoFieldRender({
                label: text.photo,
                hint: text.photoHint,
                disabled: sending,
                onPreparingChange: photoTap.onPreparingChange,
              })}
            />
            <TextField
              label={text.name}
              autoComplete="off"
              maxLength={60}
              error={errors.receivedName?.message}
              {...register('receivedName')}
            />
            <Controller
              control={control}
              name="receivedCpf"
              render={maskedField(cpfMask, {
                label: text.cpf,
                hint: text.cpfHint,
                inputMode: 'numeric',
                error: errors.receivedCpf?.message,
              })}
            />
            <Controller
              control={control}
              name="receivedContactNumber"
              render={maskedField(phoneMask, {
                label: text.phone,
                hint: text.phoneHint,
                type: 'tel',
                inputMode: 'tel',
                error: errors.receivedContactNumber?.message,
              })}
            />
            {/* Asked only with a phone to write to; the contract drops a consent without one. */}
            {phone.trim() !== '' ? (
              <Checkbox label={text.messageConsent} {...register('messageConsent')} />
            ) : null}
            <TextField
              label={text.email}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.receivedEmail?.message}
              {...register('receivedEmail')}
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{text.invoiceQuestion}</legend>
              <div className={styles.radios}>
                <label className={styles.radio}>
                  <input
                    type="radio"
                    value="yes"
                    className={styles.radioInput}
                    {...register('wantsInvoice')}
                  />
                  {text.yes}
                </label>
                <label className={styles.radio}>
                  <input
                    type="radio"
                    value="no"
                    className={styles.radioInput}
                    {...register('wantsInvoice')}
                  />
                  {text.no}
                </label>
              </div>
            </fieldset>
            {wantsInvoice === 'yes' ? (
              <Controller
                control={control}
                name="invoice"
                render={photoFieldRender({
                  label: text.invoice,
                  hint: text.invoiceHint,
                  disabled: sending,
                  onPreparingChange: photoTap.onPreparingChange,
                })}
              />
            ) : null}
          </div>
        ) : null}

        {status === 'false' ? (
          <div className={fieldStyles.field}>
            <label htmlFor={ids.comment} className={fieldStyles.label}>
              {text.comment}
            </label>
            <span id={ids.commentHint} className={fieldStyles.hint}>
              {text.commentHint}
            </span>
            <textarea
              id={ids.comment}
              className={styles.textarea}
              maxLength={600}
              aria-invalid={errors.leaderComment ? true : undefined}
              aria-describedby={[ids.commentHint, errors.leaderComment ? ids.commentError : null]
                .filter(Boolean)
                .join(' ')}
              {...commentField}
            />
            <FieldError id={ids.commentError} message={errors.leaderComment?.message} />
          </div>
        ) : null}
      </fieldset>

      {sending ? <PhotoUploadProgress progress={upload} /> : null}
      <DraftNotice state={draft.state} />
      <TapKeptNotice kept={photoTap.kept} />
      <Button type="submit" width="full" busy={sending} busyText={text.sending} disabled={!canSend}>
        {photoTap.preparing ? photoCopy.submitWhilePreparing : text.submit}
      </Button>
    </form>
  );
}

type MaskedTextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  hint?: string;
  error?: string;
  mask: DigitMask;
  value: string;
  onValueChange: (masked: string) => void;
  inputRef?: RefCallback<HTMLInputElement>;
};

/** Every change is read whole from the input, so no keystroke can be dropped. */
export function MaskedTextField({
  mask,
  value,
  onValueChange,
  inputRef,
  ...props
}: MaskedTextFieldProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = element.current;
    if (caret.current === null || input === null || input !== document.activeElement) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const masked = mask.format(digitsOf(raw, mask.maxDigits));
    const digitsBefore = digitsOf(
      raw.slice(0, event.target.selectionStart ?? raw.length),
      mask.maxDigits,
    ).length;
    caret.current = caretAfterDigits(masked, digitsBefore);
    onValueChange(masked);
  };

  const setRefs = (input: HTMLInputElement | null) => {
    element.current = input;
    inputRef?.(input);
  };

  return <TextField {...props} ref={setRefs} value={value} onChange={onChange} />;
}

type MaskedFieldProps = Pick<
  MaskedTextFieldProps,
  'label' | 'hint' | 'error' | 'type' | 'inputMode'
>;

export function maskedField<Values extends FieldValues, Name extends Path<Values>>(
  mask: DigitMask,
  props: MaskedFieldProps,
) {
  function MaskedFieldRender({ field }: { field: ControllerRenderProps<Values, Name> }) {
    return (
      <MaskedTextField
        {...props}
        autoComplete="off"
        mask={mask}
        name={field.name}
        value={String(field.value ?? '')}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
    );
  }
  return MaskedFieldRender;
}

/**
 * Whatever arrives is reduced to digits and written again in the mask
 * (docs/decisions/033-masks-format-from-digits.md).
 */
export type DigitMask = { maxDigits: number; format: (digits: string) => string };

export const cpfMask: DigitMask = {
  maxDigits: 11,
  format: (d) =>
    d.slice(0, 3) +
    (d.length > 3 ? `.${d.slice(3, 6)}` : '') +
    (d.length > 6 ? `.${d.slice(6, 9)}` : '') +
    (d.length > 9 ? `-${d.slice(9, 11)}` : ''),
};

export const phoneMask: DigitMask = {
  maxDigits: 11,
  format: (d) => {
    if (d.length === 0) return '';
    const area = `(${d.slice(0, 2)}`;
    if (d.length <= 2) return area;
    const split = d.length > 10 ? 7 : 6;
    return `${area}) ${d.slice(2, split)}${d.length > split ? `-${d.slice(split)}` : ''}`;
  },
};

export const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
