/** A photo as kept in a draft: the compressed bytes, with what is needed to show and send it again. */
export interface DraftPhoto {
  blob: Blob;
  name: string;
  type: string;
  originalSize: number;
  width: number | null;
  height: number | null;
}

/** What a half-filled leader form leaves on the device (docs/offline.md, "Drafts"). */
export interface DraftRecord {
  /** Text fields as typed (masked values stay masked). */
  fields: Record<string, string>;
  /** The status chosen ('delivered', 'notDelivered', or '' when none), null for forms without one. */
  status: string | null;
  photos: Record<string, DraftPhoto | null>;
  /** Epoch milliseconds of the save, on the device clock. */
  savedAt: number;
}

/** Which form, about what, for whom: a draft is only ever read back by the same user. */
export interface DraftKey {
  userId: string;
  form: 'receiptProof' | 'voucherDelivery';
  /** The donation id (receipt proof) or the voucher id (card delivery). */
  subjectId: string;
}

export const receiptProofDraftKey = (userId: string, donationId: string): DraftKey => ({
  userId,
  form: 'receiptProof',
  subjectId: donationId,
});

export const voucherDeliveryDraftKey = (userId: string, voucherId: string): DraftKey => ({
  userId,
  form: 'voucherDelivery',
  subjectId: voucherId,
});
