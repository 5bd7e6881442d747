import type { ReportType } from '#contract/reports.ts';

export const REPORT_LABELS: Record<ReportType, { title: string; file: string }> = {
  sites: { title: 'Unidades', file: 'unidades' },
  users: { title: 'Líderes', file: 'lideres' },
  donation: { title: 'Doações', file: 'doacoes' },
  voucher: { title: 'Cartões', file: 'cartoes' },
  reconciliation: { title: 'Conciliação dos cartões', file: 'conciliacao-cartoes' },
};
