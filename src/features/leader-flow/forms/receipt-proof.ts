import * as v from 'valibot';
import { receiptProofCopy } from '../donation-wait-proof/receipt-proof-copy';
import { isPreparedPhoto, type PreparedPhoto } from '../photo/prepared-photo';

const text = receiptProofCopy;

/** The largest quantity the server accepts (it keeps the value inside an integer column). */
export const MAX_RECEIVED_QUANTITY = 1_000_000;

/** Proof of receipt (docs/product.md R6.7): received quantity and photo are required. */
export const receiptProofSchema = v.object({
  receivedQuantity: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(text.quantityRequired),
    v.digits(text.quantityInvalid),
    v.transform(Number),
    v.minValue(1, text.quantityInvalid),
    v.maxValue(MAX_RECEIVED_QUANTITY, text.quantityTooLarge),
  ),
  photo: v.pipe(
    v.custom<PreparedPhoto | null>(
      (value) => value === null || isPreparedPhoto(value),
      text.photoRequired,
    ),
    v.check((value) => value !== null, text.photoRequired),
    v.transform((value) => value as PreparedPhoto),
  ),
});

export type ReceiptProofValues = v.InferInput<typeof receiptProofSchema>;
export type ReceiptProof = v.InferOutput<typeof receiptProofSchema>;

export const emptyReceiptProof: ReceiptProofValues = { receivedQuantity: '', photo: null };
