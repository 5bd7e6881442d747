import type { ReceiptProofValues } from '../forms/receipt-proof.ts';
import type { FormDraftCodec } from './use-form-draft.ts';
import { fromDraftPhoto, toDraftPhoto } from './draft-photo.ts';

/** The receipt proof (quantity and photo) as a draft, and back. */
export const receiptProofDraftCodec: FormDraftCodec<ReceiptProofValues> = {
  toDraft: ({ receivedQuantity, photo }) => ({
    fields: { receivedQuantity },
    status: null,
    photos: { photo: toDraftPhoto(photo) },
  }),
  fromDraft: ({ fields, photos }) => ({
    receivedQuantity: fields.receivedQuantity ?? '',
    photo: fromDraftPhoto(photos.photo),
  }),
  photoFields: ['photo'],
};
