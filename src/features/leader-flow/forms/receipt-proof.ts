import type { Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { receiptEntrySchema } from '#contract/leader-writes.ts';
import type { PreparedPhoto } from '../photo/prepared-photo.ts';

/**
 * Proof of receipt (docs/product.md R6.7) as the form holds it: the quantity as typed and the
 * photo as the photo field prepared it. The contract's entry schema (contract/leader-writes.ts)
 * validates it, the same rule the server applies.
 */
export interface ReceiptProofValues {
  receivedQuantity: string;
  photo: PreparedPhoto | null;
}

/** What the leader confirmed: the quantity and the photo to send. */
export type ReceiptProof = v.InferOutput<typeof receiptEntrySchema>;

export const emptyReceiptProof: ReceiptProofValues = { receivedQuantity: '', photo: null };

const entryResolver = valibotResolver(receiptEntrySchema);

export const receiptProofResolver: Resolver<ReceiptProofValues, unknown, ReceiptProof> = (
  { receivedQuantity, photo },
  context,
  options,
) =>
  entryResolver(
    { receivedQuantity, photo: photo?.file ?? null },
    context,
    options as unknown as Parameters<typeof entryResolver>[2],
  ) as ReturnType<Resolver<ReceiptProofValues, unknown, ReceiptProof>>;
