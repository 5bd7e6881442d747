import type { DeliveryCommand } from '#contract/leader-writes.ts';
import { VOUCHER_STATUS, type VoucherStatus } from '#contract/status-texts.ts';
import type { VoucherRow } from './voucher-queries.ts';
import {
  RECIPIENT_IDENTIFIER_NAMES,
  recipientOf,
  type RecipientIdentifiers,
} from '../../privacy/recipient-identifiers.ts';

export const statusOf = (delivery: Pick<DeliveryCommand, 'delivered'>): VoucherStatus =>
  delivery.delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered;

/** Photos are compared separately. */
export function sameOutcome(
  row: VoucherRow,
  recipient: RecipientIdentifiers,
  delivery: DeliveryCommand,
): boolean {
  const given = recipientOf(delivery);
  return (
    Number(row.status) === statusOf(delivery) &&
    row.received_name === delivery.receivedName &&
    RECIPIENT_IDENTIFIER_NAMES.every((name) => recipient[name] === given[name]) &&
    row.leader_comment === delivery.leaderComment
  );
}
