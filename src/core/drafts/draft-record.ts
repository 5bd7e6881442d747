export interface DraftPhoto {
  blob: Blob;
  name: string;
  type: string;
  originalSize: number;
  width: number | null;
  height: number | null;
}

export interface DraftRecord {
  fields: Record<string, string>;
  status: string | null;
  photos: Record<string, DraftPhoto | null>;
  savedAt: number;
}

/** A draft is only ever read back by the same user. */
export interface DraftKey {
  userId: string;
  form: 'receiptProof' | 'voucherDelivery';
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
