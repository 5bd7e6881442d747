import type { Voucher } from '#contract/vouchers.ts';
import type { Role } from '#contract/session.ts';
import { VOUCHER_STATUS } from '#contract/status-texts.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { hideCpf, hideEmail, hidePhone } from '../../privacy/identifier-masks.ts';
import { openRecipient } from '../../privacy/recipient-identifiers.ts';
import { toVoucher, type VoucherRow } from './voucher-queries.ts';
import type { AccessRecord } from '../access-log/record-access.ts';

export const holdsFamilyData = (row: VoucherRow) =>
  Number(row.status) === VOUCHER_STATUS.delivered &&
  row.anonymised_at === null &&
  row.received_name !== null;

export function commentsRead(donationId: string, vouchers: readonly Voucher[]): AccessRecord[] {
  const comments = vouchers.filter((voucher) => voucher.leaderComment !== null).length;
  if (comments === 0) return [];
  return [
    {
      action: 'comments_viewed',
      donationId,
      detail: `${comments} ${comments === 1 ? 'comentário' : 'comentários'}`,
    },
  ];
}

/**
 * Staff get the identifiers masked; a leader gets none (her phone keeps no family's data once
 * sent).
 */
export function voucherFor(
  protection: DataProtection,
  row: VoucherRow,
  role: Role | null,
): Voucher {
  const voucher = toVoucher(row, role);
  if (role !== 'admin' && role !== 'readonly') return voucher;
  if (!holdsFamilyData(row)) return { ...voucher, receivedName: row.received_name };
  const recipient = openRecipient(protection, row.voucher_id, row);
  return {
    ...voucher,
    receivedName: row.received_name,
    receivedCpf: hideCpf(recipient.cpf),
    receivedContactNumber: hidePhone(recipient.phone),
    receivedEmail: hideEmail(recipient.email),
  };
}
