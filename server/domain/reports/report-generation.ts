import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { JobQueue, JobRun } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import { describeForLog, log } from '../../log.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { ReportType } from '#contract/reports.ts';
import { REPORT_STATUS } from '#contract/status-texts.ts';
import { describeFilter, type FilterNames } from '../donations/donation-filter.ts';
import { conflict } from '../../shared/domain-error.ts';
import { buildReportTable } from './report-content.ts';
import { refreshOverviewSummary } from '../donations/donation-summary.ts';
import { readsOverviewSummary } from '../donations/summary-freshness.ts';
import { encodeReportCsv } from '../../shared/report-csv.ts';
import { findReportRow, reportFileName, type ReportRow } from './report-queries.ts';
import { REPORT_LABELS } from './report-types.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

export interface ReportDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  now: () => Date;
  protection: DataProtection;
  config: { privacy: { completeExportTtlSeconds: number } };
}

export interface ReportJob {
  reportId: string;
}

export const REPORT_PROCESSING_MESSAGE = 'Você já tem um relatório em processamento. Aguarde a conclusão.';

const STALE_AFTER_MS = 10 * 60 * 1000;

async function filterNames(db: Db, filter: DonationFilter): Promise<FilterNames> {
  const names: FilterNames = {};
  if (filter.siteId !== undefined) {
    const [site] = await db.query<{ name: string }>('SELECT name FROM sites WHERE site_id = $1', [filter.siteId]);
    if (site) names.siteName = site.name;
  }
  if (filter.loadId) {
    const [charge] = await db.query<{ file_name: string }>('SELECT file_name FROM loads WHERE id = $1::uuid', [filter.loadId]);
    if (charge) names.packageName = charge.file_name;
  }
  return names;
}

async function detailsOf(db: Db, type: ReportType, filter: DonationFilter): Promise<string> {
  const parts = describeFilter(filter, await filterNames(db, filter));
  return parts.length === 0 ? `${REPORT_LABELS[type].title} (todos)` : `${REPORT_LABELS[type].title} — ${parts.join('; ')}`;
}

/** The check and the insert hold a per-owner lock, so two quick clicks make one report. */
export async function createReport(deps: ReportDeps, ownerId: string, type: ReportType, filter: DonationFilter, complete = false): Promise<ReportRow> {
  const now = deps.now();
  const details = await detailsOf(deps.db, type, filter);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`report:${ownerId}`]);
    await tx.query('UPDATE reports SET status = 3 WHERE owner_id = $1 AND status = 1 AND created_at < $2::timestamptz', [
      ownerId,
      new Date(now.getTime() - STALE_AFTER_MS).toISOString(),
    ]);
    const [busy] = await tx.query('SELECT 1 FROM reports WHERE owner_id = $1 AND status = 1', [ownerId]);
    if (busy) throw conflict(REPORT_PROCESSING_MESSAGE);
    await tx.query(
      `INSERT INTO reports (id, type, details, filters, status, owner_id, created_at, complete)
       VALUES ($1, $2, $3, $4::jsonb, 1, $5, $6::timestamptz, $7)`,
      [id, type, complete ? `${details} — dados completos` : details, JSON.stringify(filter), ownerId, now.toISOString(), complete],
    );
    await deps.jobs.send(JOBS.generateReport.name, { reportId: id } satisfies ReportJob, tx);
  });
  deps.jobs.nudge(JOBS.generateReport.name);
  return findReportRow(deps.db, id);
}

/** A failure throws so the queue tries again; a report deleted meanwhile is skipped. */
export async function generateReport(deps: ReportDeps, { data, finalAttempt }: JobRun<ReportJob>): Promise<void> {
  const report = await findReportRow(deps.db, data.reportId).catch(() => null);
  if (report === null || Number(report.status) !== REPORT_STATUS.processing) return;
  const saved: string[] = [];
  const save = async (complete: boolean) => {
    const table = await buildReportTable(deps.db, report.type, report.filters, { protection: deps.protection, complete });
    const id = await deps.files.save(encodeReportCsv(table.header, table.rows), 'text/csv', reportFileName(report, complete));
    saved.push(id);
    return { id, voucherIds: table.voucherIds };
  };
  try {
    if (readsOverviewSummary(report.filters)) await refreshOverviewSummary(deps.db);
    const masked = await save(false);
    const complete = report.complete ? await save(true) : null;
    const now = deps.now();
    const expiresAt = complete ? new Date(now.getTime() + deps.config.privacy.completeExportTtlSeconds * 1000) : null;
    const updated = await deps.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE reports SET status = $2, file_id = $3, complete_file_id = $4, complete_expires_at = $5
          WHERE id = $1 AND status = 1 RETURNING id`,
        [report.id, REPORT_STATUS.processed, masked.id, complete?.id ?? null, expiresAt?.toISOString() ?? null],
      );
      if (rows.length === 0) return false;
      // A voucher anonymised while the table was built would outlive its erasure in this file.
      const [erased] = await tx.query(
        'SELECT 1 FROM vouchers WHERE voucher_id = ANY($1::text[]) AND anonymised_at IS NOT NULL LIMIT 1',
        [masked.voucherIds],
      );
      if (erased) throw new Error('a voucher in the report was anonymised while it was built');
      await tx.query('INSERT INTO report_subjects (report_id, voucher_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [
        report.id,
        masked.voucherIds,
      ]);
      if (expiresAt) {
        const startAfter = new Date(Date.now() + deps.config.privacy.completeExportTtlSeconds * 1000);
        await deps.jobs.send(JOBS.expireCompleteExport.name, { reportId: report.id }, tx, startAfter);
      }
      return true;
    });
    if (!updated) for (const id of saved) await deps.files.remove(id);
  } catch (error) {
    log.error('report generation failed', { reportId: report.id, finalAttempt, error: describeForLog(error) });
    for (const id of saved) await deps.files.remove(id).catch(() => undefined);
    if (finalAttempt) {
      await deps.db.query('UPDATE reports SET status = $2 WHERE id = $1 AND status = 1', [report.id, REPORT_STATUS.failed]);
    }
    throw error;
  }
}
