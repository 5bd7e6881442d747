export const REPORT_TYPES = ['sites', 'users', 'donation', 'voucher'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: string): value is ReportType {
  return (REPORT_TYPES as readonly string[]).includes(value);
}

/** pt-BR name of each report, used in `details` and in the file name. */
export const REPORT_LABELS: Record<ReportType, { title: string; file: string }> = {
  sites: { title: 'Unidades', file: 'unidades' },
  users: { title: 'Líderes', file: 'lideres' },
  donation: { title: 'Doações', file: 'doacoes' },
  voucher: { title: 'Cartões', file: 'cartoes' },
};

/** SPEC §5: donation and voucher exports need at least one filter; sites and users do not. */
export const REPORTS_NEEDING_FILTER: ReadonlySet<ReportType> = new Set(['donation', 'voucher']);
