import type { ListPage } from '#contract/list-page.ts';
import { pageSql, pageTotal } from '../../shared/list-page.ts';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { FileLinkHolder } from '../../identity/session-check.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { reportHoldsPersonalData, type Report, type ReportType } from '#contract/reports.ts';
import { REPORT_STATUS, reportStatusText, type ReportStatus } from '#contract/status-texts.ts';
import { notFound } from '../../shared/domain-error.ts';
import { REPORT_LABELS } from './report-types.ts';
import { formatDayPtBr, toIso, toIsoRequired } from '../../shared/timestamps.ts';

export interface ReportRow {
  id: string;
  type: ReportType;
  details: string;
  filters: DonationFilter;
  status: number;
  file_id: string | null;
  complete: boolean;
  complete_file_id: string | null;
  complete_expires_at: unknown;
  owner_id: string;
  owner_name: string;
  created_at: unknown;
}

const REPORT_SELECT = `
  SELECT r.id, r.type, r.details, r.filters, r.status, r.file_id, r.complete, r.complete_file_id, r.complete_expires_at,
         r.owner_id, u.name AS owner_name, r.created_at
    FROM reports r JOIN users u ON u.id = r.owner_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function reportFileName(row: Pick<ReportRow, 'type' | 'created_at'>, complete = false): string {
  const day = formatDayPtBr(toIsoRequired(row.created_at)).replace(/\//g, '-');
  return `relatorio-${REPORT_LABELS[row.type].file}-${day}${complete ? '-completo' : ''}.csv`;
}

/**
 * Only a report without anyone's data carries its link here; the others go through GET
 * report/{id}/url.
 */
export async function toReport(files: FileStore, holder: FileLinkHolder, row: ReportRow): Promise<Report> {
  const status = Number(row.status) as ReportStatus;
  const linked = status === REPORT_STATUS.processed && row.file_id && !reportHoldsPersonalData(row.type);
  return {
    id: row.id,
    type: row.type,
    details: row.details,
    status,
    statusText: reportStatusText(status),
    timestamp: toIsoRequired(row.created_at),
    url: linked && row.file_id ? await files.signedUrl(row.file_id, { holder, filename: reportFileName(row) }) : null,
    owner: row.owner_name,
    complete: row.complete,
    completeExpiresAt: toIso(row.complete_expires_at),
  };
}

export async function listReportRows(db: Db, page: ListPage): Promise<{ rows: ReportRow[]; total: number }> {
  const params: unknown[] = [];
  const rows = await db.query<ReportRow>(`${REPORT_SELECT} ORDER BY r.created_at DESC, r.id ${pageSql(page, params)}`, params);
  return { rows, total: await pageTotal(db, page, rows.length, 'SELECT count(*)::int AS total FROM reports') };
}

export async function findReportRow(db: Db, id: string): Promise<ReportRow> {
  const [row] = UUID.test(id) ? await db.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [id]) : [];
  if (!row) throw notFound('Relatório não encontrado.');
  return row;
}
