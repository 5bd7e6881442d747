import { Link } from 'wouter';
import type { DonationDetailsQuery } from '#graphql/generated/operations.ts';
import { adminDonationsCopy } from '../copy.ts';
import * as styles from './DonationDetailsScreen.css.ts';
import { paths } from '#src/lib/paths.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';

const text = adminDonationsCopy.details;

type Voucher = DonationDetailsQuery['donationDetails']['vouchers'][number];

function tone(status: number): keyof typeof styles.voucher {
  if (status === 2) return 'delivered';
  if (status === 3) return 'notDelivered';
  return 'pending';
}

/** The donation's cards in delivery order; a delivered or not-delivered one opens its delivery. */
export function VoucherList({
  donationId,
  vouchers,
}: {
  donationId: string;
  vouchers: readonly Voucher[];
}) {
  if (vouchers.length === 0) return <p className={styles.muted}>{text.noVouchers}</p>;
  const done = vouchers.filter((voucher) => voucher.status > 1).length;
  return (
    <>
      <p className={styles.muted}>{text.vouchersProgress(done, vouchers.length)}</p>
      <ul className={styles.vouchers}>
        {vouchers.map((voucher) => {
          const body = (
            <>
              <span className={styles.voucherName}>{text.voucherTitle(voucher.voucherId)}</span>
              <span className={styles.voucherStatus}>
                {voucher.status > 1 ? voucher.statusText : text.voucherPending}
              </span>
              {voucher.receiptCode ? (
                <span className={styles.voucherCode}>
                  {text.voucherCode(formatReceiptCode(voucher.receiptCode))}
                </span>
              ) : null}
              {voucher.familyAnswer ? (
                <span className={styles.familyAnswer[voucher.familyAnswer]}>
                  {text.familyAnswer[voucher.familyAnswer]}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={voucher.voucherId}>
              {voucher.status > 1 ? (
                <Link
                  href={paths.deliveredDetails.link({ id: donationId, voucher: voucher.voucherId })}
                  className={styles.voucher[tone(voucher.status)]}
                >
                  {body}
                </Link>
              ) : (
                <div className={styles.voucher.pending}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
