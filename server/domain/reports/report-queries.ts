import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { Report, ReportType } from '#contract/reports.ts';
import { REPORT_STATUS, reportStatusText, type ReportStatus } from '#contract/status-texts.ts';
import { notFound } from '../shared/domain-error.ts';
import { REPORT_LABELS } from './report-types.ts';
import { formatDayPtBr, toIsoRequired } from '../shared/timestamps.ts';

export interface ReportRow {
  id: string;
  type: ReportType;
  details: string;
  filters: DonationFilter;
  status: number;
  file_id: string | null;
  owner_id: string;
  owner_name: string;
  created_at: unknown;
}

const REPORT_SELECT = `
  SELECT r.id, r.type, r.details, r.filters, r.status, r.file_id, r.owner_id, u.name AS owner_name, r.created_at
    FROM reports r JOIN users u ON u.id = r.owner_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Name of the downloaded file, e.g. relatorio-doacoes-21-11-2026.csv. */
export function reportFileName(row: Pick<ReportRow, 'type' | 'created_at'>): string {
  const day = formatDayPtBr(toIsoRequired(row.created_at)).replace(/\//g, '-');
  return `relatorio-${REPORT_LABELS[row.type].file}-${day}.csv`;
}

export async function toReport(files: FileStore, row: ReportRow): Promise<Report> {
  const status = Number(row.status) as ReportStatus;
  return {
    id: row.id,
    type: row.type,
    details: row.details,
    status,
    statusText: reportStatusText(status),
    timestamp: toIsoRequired(row.created_at),
    url: status === REPORT_STATUS.processed && row.file_id ? await files.signedUrl(row.file_id, reportFileName(row)) : null,
    owner: row.owner_name,
  };
}

export async function listReportRows(db: Db): Promise<ReportRow[]> {
  return db.query<ReportRow>(`${REPORT_SELECT} ORDER BY r.created_at DESC, r.id`);
}

export async function findReportRow(db: Db, id: string): Promise<ReportRow> {
  const [row] = UUID.test(id) ? await db.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [id]) : [];
  if (!row) throw notFound('Relatório não encontrado.');
  return row;
}
