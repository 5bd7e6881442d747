import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import type { VoucherRow } from '#machines/voucher-delivery.selectors.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { isShortReceipt } from '../short-receipt.ts';
import { shortReceiptCopy } from './short-receipt-copy.ts';

const text = shortReceiptCopy;

/**
 * A receipt of fewer cards than sent (docs/product.md R13.7): which cards still need a record,
 * and how to record one that never arrived.
 */
export function ShortReceiptNotice({
  donation,
  rows,
}: {
  donation: LeaderDonation;
  rows: readonly VoucherRow[];
}) {
  const remaining = rows
    .filter((row) => row.state === 'next' || row.state === 'locked')
    .map((row) => row.position);
  if (!isShortReceipt(donation) || remaining.length === 0 || donation.receivedQuantity === null)
    return null;
  return (
    <Notice tone="info">
      <p>{text.received(donation.receivedQuantity, donation.quantity)}</p>
      <p>{text.remaining(remaining)}</p>
      <p>{text.howTo}</p>
    </Notice>
  );
}
