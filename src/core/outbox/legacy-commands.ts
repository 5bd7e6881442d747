import type { OutboxCommand } from '#machines/outbox-command.ts';
import type { ReceiptInput } from '#machines/donation-flow.machine.ts';
import type { RecordDeliveryInput } from '#machines/voucher-delivery.machine.ts';
import {
  deliverVoucherVariables,
  endDonationVariables,
  receiveDonationVariables,
} from './leader-write-variables';
import type { QueuedMutation } from './queued-writes';

/**
 * Commands queued by the app before the outbox kept GraphQL mutations (database version 2 kept
 * the flow's own inputs): an update must not lose a leader's unsent work, so the upgrade turns
 * each into the mutation the flow would queue now, with the same key, order and photos.
 */

type LegacyPayload =
  | ({ kind: 'receive' } & Omit<ReceiptInput, 'donationId'>)
  | ({ kind: 'deliver'; voucherPosition: number } & Omit<RecordDeliveryInput, 'donationId'>)
  | { kind: 'end' };

export type LegacyCommand = Omit<OutboxCommand, 'effect'> & { payload: LegacyPayload };

export function upgradeLegacyCommand({
  payload,
  ...command
}: LegacyCommand): OutboxCommand & { mutation: QueuedMutation } {
  const { donationId } = command;
  switch (payload.kind) {
    case 'receive':
      return {
        ...command,
        effect: { kind: 'receive', receivedQuantity: payload.receivedQuantity },
        mutation: {
          operationName: 'ReceiveDonation',
          variables: receiveDonationVariables({ ...payload, donationId }),
        },
      };
    case 'deliver':
      return {
        ...command,
        effect: {
          kind: 'deliver',
          voucherId: payload.voucherId,
          voucherPosition: payload.voucherPosition,
          delivered: payload.delivery.delivered,
        },
        mutation: {
          operationName: 'DeliverVoucher',
          variables: deliverVoucherVariables({ ...payload, donationId }),
        },
      };
    case 'end':
      return {
        ...command,
        effect: { kind: 'end' },
        mutation: { operationName: 'EndDonation', variables: endDonationVariables(command) },
      };
  }
}
