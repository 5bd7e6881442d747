import { VOUCHER_STATUS, type VoucherStatus } from '#contract/status-texts.ts';
import type { DeliveryFields } from '#contract/vouchers.ts';
import { invalidInput } from '../shared/domain-error.ts';
import type { VoucherRow } from './voucher-queries.ts';
import type { RecipientIdentifiers } from '../../privacy/recipient-identifiers.ts';

/** What the leader records for one voucher (docs/product.md R6.10). */
export interface DeliveryOutcome {
  status: VoucherStatus;
  receivedName: string | null;
  receivedCpf: string | null;
  receivedContactNumber: string | null;
  receivedEmail: string | null;
  leaderComment: string | null;
}

export interface DeliveryInput {
  voucherId: string;
  lat: number;
  lon: number;
  outcome: DeliveryOutcome;
  /** Required when delivered; ignored when not delivered. */
  photo: File | null;
  invoice: File | null;
  /**
   * The receipt code the phone made for the family (delivered only). Not part of what makes a
   * repeat identical: the first recorded code stays (docs/product.md R15.1).
   */
  receiptCode: string | null;
}

/** The delivery the contract's fields describe, with its photos (their bytes are checked later). */
export function deliveryInput(
  fields: DeliveryFields,
  photo: File | null,
  invoice: File | null,
): DeliveryInput {
  const { voucherId, lat, lon, delivered, receiptCode, ...outcome } = fields;
  if (delivered && photo === null) throw invalidInput('Envie a foto da entrega.');
  return {
    voucherId,
    lat,
    lon,
    photo: delivered ? photo : null,
    invoice: delivered ? invoice : null,
    receiptCode: delivered ? receiptCode : null,
    outcome: {
      status: delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered,
      ...outcome,
    },
  };
}

/**
 * Whether the stored voucher already holds exactly this outcome (photos are compared separately);
 * `recipient` is what the row has sealed, opened.
 */
export function sameOutcome(
  row: VoucherRow,
  recipient: RecipientIdentifiers,
  outcome: DeliveryOutcome,
): boolean {
  return (
    Number(row.status) === outcome.status &&
    row.received_name === outcome.receivedName &&
    recipient.cpf === outcome.receivedCpf &&
    recipient.phone === outcome.receivedContactNumber &&
    recipient.email === outcome.receivedEmail &&
    row.leader_comment === outcome.leaderComment
  );
}
