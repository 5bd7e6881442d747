import * as v from 'valibot';
import { DELIVERY_LIMITS } from '#contract/leader-writes.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import { voucherDeliveryCopy } from '../voucher-delivery/voucher-delivery-copy';
import { isPreparedPhoto, type PreparedPhoto } from '../photo/prepared-photo';
import type { VoucherDelivery } from '#machines/voucher-delivery.machine.ts';

/**
 * One voucher's delivery (docs/product.md R6.10). The choice 'Selecione' is the empty
 * value (null). Delivered: photo and full name (2–30) required; CPF (masked, 14 characters,
 * check digits verified), phone (2–15, masked) and e-mail (5–120) optional; optional invoice
 * photo. Not delivered: a comment is required and no recipient data is sent.
 */

const text = voucherDeliveryCopy;

// The server's limits (contract/vouchers.ts), in the form's shape.
export const NAME_LENGTH = { min: DELIVERY_LIMITS.nameMin, max: DELIVERY_LIMITS.nameMax } as const;
export const PHONE_LENGTH = {
  min: DELIVERY_LIMITS.phoneMin,
  max: DELIVERY_LIMITS.phoneMax,
} as const;
export const EMAIL_LENGTH = {
  min: DELIVERY_LIMITS.emailMin,
  max: DELIVERY_LIMITS.emailMax,
} as const;
export const CPF_MASKED_LENGTH = 14;
export const COMMENT_MAX_LENGTH = DELIVERY_LIMITS.commentMax;

export type DeliveryStatusChoice = '' | 'delivered' | 'notDelivered';

export interface VoucherDeliveryValues {
  deliveryStatus: DeliveryStatusChoice;
  receivedName: string;
  receivedCpf: string;
  receivedContactNumber: string;
  receivedEmail: string;
  photo: PreparedPhoto | null;
  wantsInvoice: 'no' | 'yes';
  invoice: PreparedPhoto | null;
  leaderComment: string;
}

export const emptyVoucherDelivery: VoucherDeliveryValues = {
  deliveryStatus: '',
  receivedName: '',
  receivedCpf: '',
  receivedContactNumber: '',
  receivedEmail: '',
  photo: null,
  wantsInvoice: 'no',
  invoice: null,
  leaderComment: '',
};

/** What "not delivered" clears (docs/product.md R4.4: recipient fields are cleared locally). */
export const recipientFields = [
  'receivedName',
  'receivedCpf',
  'receivedContactNumber',
  'receivedEmail',
  'photo',
  'wantsInvoice',
  'invoice',
] as const satisfies readonly (keyof VoucherDeliveryValues)[];

const between = (value: string, { min, max }: { min: number; max: number }) =>
  value.length >= min && value.length <= max;

/** CPF digits without the mask (dots and dash stripped on submit). */
export const cpfDigits = (masked: string) => masked.replace(/\D/g, '');

const photoOrNull = v.custom<PreparedPhoto | null>(
  (value) => value === null || isPreparedPhoto(value),
);

type Values = VoucherDeliveryValues;
type FieldErrors = Partial<Record<keyof Values, string>>;

const filled = (value: string) => value.trim() !== '';
const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/** The first problem of each field, given the delivery status chosen. Pure: tested directly. */
export function deliveryFieldErrors(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (values.deliveryStatus === '') {
    errors.deliveryStatus = text.statusRequired;
    return errors;
  }
  if (values.deliveryStatus === 'notDelivered') {
    const comment = values.leaderComment.trim();
    if (comment === '') errors.leaderComment = text.commentRequired;
    else if (comment.length > COMMENT_MAX_LENGTH) errors.leaderComment = text.commentTooLong;
    return errors;
  }

  if (values.photo === null) errors.photo = text.photoRequired;
  const name = values.receivedName.trim();
  if (name === '') errors.receivedName = text.nameRequired;
  else if (!between(name, NAME_LENGTH)) errors.receivedName = text.nameLength;

  if (filled(values.receivedCpf)) {
    if (values.receivedCpf.length !== CPF_MASKED_LENGTH) errors.receivedCpf = text.cpfIncomplete;
    else if (normalizeCpf(values.receivedCpf) === null) errors.receivedCpf = text.cpfInvalid;
  }
  const phone = values.receivedContactNumber.trim();
  if (phone !== '' && !between(phone, PHONE_LENGTH))
    errors.receivedContactNumber = text.phoneLength;
  const email = values.receivedEmail.trim();
  if (email !== '') {
    if (!between(email, EMAIL_LENGTH)) errors.receivedEmail = text.emailLength;
    else if (!isEmail(email)) errors.receivedEmail = text.emailInvalid;
  }
  if (values.wantsInvoice === 'yes' && values.invoice === null)
    errors.invoice = text.invoiceRequired;
  return errors;
}

function toDelivery(values: Values): VoucherDelivery {
  if (values.deliveryStatus === 'notDelivered') {
    return { delivered: false, leaderComment: values.leaderComment.trim() };
  }
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const digits = cpfDigits(values.receivedCpf);
  return {
    delivered: true,
    receivedName: values.receivedName.trim(),
    receivedCpf: digits === '' ? null : digits,
    receivedContactNumber: optional(values.receivedContactNumber),
    receivedEmail: optional(values.receivedEmail),
    photo: (values.photo as PreparedPhoto).file,
    invoice: values.wantsInvoice === 'yes' && values.invoice ? values.invoice.file : null,
  };
}

export const voucherDeliverySchema = v.pipe(
  v.object({
    deliveryStatus: v.picklist(['', 'delivered', 'notDelivered'], text.statusRequired),
    receivedName: v.string(),
    receivedCpf: v.string(),
    receivedContactNumber: v.string(),
    receivedEmail: v.string(),
    photo: photoOrNull,
    wantsInvoice: v.picklist(['no', 'yes']),
    invoice: photoOrNull,
    leaderComment: v.string(),
  }),
  // Each message goes on its own field (react-hook-form reads the issue's path).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value;
    for (const [field, message] of Object.entries(deliveryFieldErrors(values)) as [
      keyof Values,
      string,
    ][]) {
      addIssue({
        message,
        path: [
          { type: 'object', origin: 'value', input: values, key: field, value: values[field] },
        ],
      });
    }
  }),
  v.transform(toDelivery),
);
