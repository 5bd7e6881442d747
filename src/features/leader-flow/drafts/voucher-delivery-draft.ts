import {
  emptyVoucherDelivery,
  type DeliveryStatusChoice,
  type VoucherDeliveryValues,
} from '../forms/voucher-delivery';
import type { FormDraftCodec } from './use-form-draft';
import { fromDraftPhoto, toDraftPhoto } from './draft-photo';

const textFields = [
  'receivedName',
  'receivedCpf',
  'receivedContactNumber',
  'receivedEmail',
  'leaderComment',
] as const;
const statuses: readonly string[] = [
  '',
  'delivered',
  'notDelivered',
] satisfies DeliveryStatusChoice[];

/** One card's delivery as a draft (text as typed, masks included; status; photo and invoice), and back. */
export const voucherDeliveryDraftCodec: FormDraftCodec<VoucherDeliveryValues> = {
  toDraft: (values) => ({
    fields: {
      ...Object.fromEntries(textFields.map((field) => [field, values[field]])),
      wantsInvoice: values.wantsInvoice,
    },
    status: values.deliveryStatus,
    photos: { photo: toDraftPhoto(values.photo), invoice: toDraftPhoto(values.invoice) },
  }),
  fromDraft: ({ fields, status, photos }) => ({
    ...emptyVoucherDelivery,
    ...Object.fromEntries(textFields.map((field) => [field, fields[field] ?? ''])),
    deliveryStatus:
      status !== null && statuses.includes(status) ? (status as DeliveryStatusChoice) : '',
    wantsInvoice: fields.wantsInvoice === 'yes' ? 'yes' : 'no',
    photo: fromDraftPhoto(photos.photo),
    invoice: fromDraftPhoto(photos.invoice),
  }),
  photoFields: ['photo', 'invoice'],
};
