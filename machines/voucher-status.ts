/** Apart from the machine, so the outbox's overlay (on every signed-in screen) does not load it. */

export const VOUCHER_STATUS = { pending: 1, delivered: 2, notDelivered: 3 } as const;
export type VoucherStatus = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];

export interface VoucherItem {
  voucherId: string;
  position: number;
  status: VoucherStatus;
}
