/**
 * A card's (voucher's) status as the leader's flow and the outbox read it: 1 pending, 2
 * delivered, 3 not delivered. Apart from the voucher-delivery machine, so what needs only the
 * statuses (the outbox's overlay, loaded with every signed-in screen) does not load the machine.
 */

export const VOUCHER_STATUS = { pending: 1, delivered: 2, notDelivered: 3 } as const;
export type VoucherStatus = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];

export interface VoucherItem {
  voucherId: string;
  /** 1-based delivery order. */
  position: number;
  status: VoucherStatus;
}
