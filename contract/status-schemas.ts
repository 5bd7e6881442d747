import * as v from 'valibot';
import type { DonationStatus, ReportStatus, VoucherStatus } from './status-texts.ts';

/** The statuses of status-texts.ts as valibot schemas, for the answers and the filter. */
export const donationStatusSchema = v.picklist([
  1, 2, 3, 4, 5, 6,
] as const satisfies readonly DonationStatus[]);
export const voucherStatusSchema = v.picklist([
  1, 2, 3,
] as const satisfies readonly VoucherStatus[]);
export const reportStatusSchema = v.picklist([1, 2, 3] as const satisfies readonly ReportStatus[]);

export function isDonationStatus(value: unknown): value is DonationStatus {
  return v.is(donationStatusSchema, value);
}
