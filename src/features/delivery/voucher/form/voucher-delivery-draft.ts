import { emptyVoucherDelivery, type VoucherDeliveryValues } from './voucher-delivery.ts';
import { fromDraftPhoto, toDraftPhoto, type FormDraftCodec } from '../../draft/form-draft.tsx';

const textFields = [
  'receivedName',
  'receivedCpf',
  'receivedContactNumber',
  'receivedEmail',
  'leaderComment',
] as const;
/** Drafts an older app kept said 'delivered' or 'notDelivered'. */
const statusOf = (status: string | null): VoucherDeliveryValues['delivered'] => {
  if (status === 'true' || status === 'delivered') return 'true';
  if (status === 'false' || status === 'notDelivered') return 'false';
  return '';
};

export const voucherDeliveryDraftCodec: FormDraftCodec<VoucherDeliveryValues> = {
  toDraft: (values) => ({
    fields: {
      ...Object.fromEntries(textFields.map((field) => [field, values[field]])),
      wantsInvoice: values.wantsInvoice,
      messageConsent: values.messageConsent ? 'yes' : 'no',
    },
    status: values.delivered,
    photos: { photo: toDraftPhoto(values.photo), invoice: toDraftPhoto(values.invoice) },
  }),
  fromDraft: ({ fields, status, photos }) => ({
    ...emptyVoucherDelivery,
    ...Object.fromEntries(textFields.map((field) => [field, fields[field] ?? ''])),
    delivered: statusOf(status),
    wantsInvoice: fields.wantsInvoice === 'yes' ? 'yes' : 'no',
    messageConsent: fields.messageConsent === 'yes',
    photo: fromDraftPhoto(photos.photo),
    invoice: fromDraftPhoto(photos.invoice),
  }),
  photoFields: ['photo', 'invoice'],
};
