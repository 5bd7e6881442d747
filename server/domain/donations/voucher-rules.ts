import type { DeliveryCommand } from '#contract/leader-writes.ts';
import { VOUCHER_STATUS, type VoucherStatus } from '#contract/status-texts.ts';
import type { VoucherRow } from './voucher-queries.ts';
import type { RecipientIdentifiers } from '../../privacy/recipient-identifiers.ts';

export const statusOf = (delivery: Pick<DeliveryCommand, 'delivered'>): VoucherStatus =>
  delivery.delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered;

/** Photos are compared separately. */
export function sameOutcome(
  row: VoucherRow,
  recipient: RecipientIdentifiers,
  delivery: DeliveryCommand,
): boolean {
  return (
    Number(row.status) === statusOf(delivery) &&
    row.received_name === delivery.receivedName &&
    recipient.cpf === delivery.receivedCpf &&
    recipient.phone === delivery.receivedContactNumber &&
    recipient.email === delivery.receivedEmail &&
    row.leader_comment === delivery.leaderComment
  );
}
