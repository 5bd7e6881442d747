export interface DraftPhoto {
  blob: Blob;
  name: string;
  type: string;
  originalSize: number;
  width: number | null;
  height: number | null;
}

export interface DraftRecord {
  /** As typed: masked values stay masked. */
  fields: Record<string, string>;
  /** 'delivered', 'notDelivered', or '' when none chosen; null for forms without one. */
  status: string | null;
  photos: Record<string, DraftPhoto | null>;
  /** Epoch milliseconds, on the device clock. */
  savedAt: number;
}

/** A draft is only ever read back by the same user. */
export interface DraftKey {
  userId: string;
  form: 'receiptProof' | 'voucherDelivery';
  /** The donation id (receipt proof) or the voucher id (voucher delivery). */
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
