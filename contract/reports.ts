import * as v from 'valibot';
import type { DonationFilterField } from './donation-filter.ts';
import { reportStatusSchema } from './status-schemas.ts';
import { REPORT_STATUS_TEXTS } from './status-texts.ts';

export const REPORT_TYPES = ['sites', 'users', 'donation', 'voucher', 'reconciliation'] as const;
export const reportTypeSchema = v.picklist(REPORT_TYPES);
export type ReportType = v.InferOutput<typeof reportTypeSchema>;

export const isReportType = (value: unknown): value is ReportType => v.is(reportTypeSchema, value);

const ALL_FILTER_FIELDS = [
  'leaderName',
  'siteId',
  'status',
  'listDonationId',
  'state',
  'city',
  'dateFrom',
  'dateTo',
  'loadId',
] as const satisfies readonly DonationFilterField[];

/** The filter fields the reports take (the list filter has more). */
export type ReportFilterField = (typeof ALL_FILTER_FIELDS)[number];

/** The filter fields each report understands; the others are dropped. */
export const REPORT_FILTER_FIELDS: Record<ReportType, readonly ReportFilterField[]> = {
  sites: ['siteId', 'state', 'city'],
  users: ['leaderName', 'siteId', 'state', 'city'],
  donation: ALL_FILTER_FIELDS,
  voucher: ALL_FILTER_FIELDS,
  reconciliation: ALL_FILTER_FIELDS,
};

/** Reports of donations or vouchers need at least one filter; sites and users do not. */
export const reportNeedsFilter = (type: ReportType): boolean =>
  type === 'donation' || type === 'voucher' || type === 'reconciliation';

/** A report (export); `url` is set once it is processed. The request body is a DonationFilter. */
export const reportSchema = v.object({
  id: v.string(),
  type: reportTypeSchema,
  details: v.string(),
  status: reportStatusSchema,
  statusText: v.picklist(Object.values(REPORT_STATUS_TEXTS)),
  timestamp: v.string(),
  url: v.nullable(v.string()),
  owner: v.string(),
  /** Made with the identifiers whole (admin only); its complete file expires at `completeExpiresAt`. */
  complete: v.optional(v.boolean(), false),
  completeExpiresAt: v.optional(v.nullable(v.string()), null),
});
export type Report = v.InferOutput<typeof reportSchema>;

/** Reports that hold people's data: downloaded only through GET report/{id}/url, which records it. */
export const reportHoldsPersonalData = (type: ReportType): boolean => type !== 'sites';

export const completeExportMessages = {
  adminOnly: 'Somente administradores podem exportar dados completos.',
  noIdentifiers: 'O relatório de unidades não tem dados pessoais para exportar completos.',
} as const;

/** GET /reports: the newest page (LIST_PAGE_MAX); `total` counts them all. */
export const reportListSchema = v.object({
  reports: v.array(reportSchema),
  total: v.optional(v.number()),
});
export type ReportList = v.InferOutput<typeof reportListSchema>;
