import { Hono } from 'hono';
import * as v from 'valibot';
import { countFilterCriteria, receivedDonationFilterSchema } from '../../../contract/donation-filter.ts';
import type { FileLink } from '../../../contract/file-link.ts';
import { isReportType, REPORT_TYPES, reportNeedsFilter, type Report, type ReportList } from '../../../contract/reports.ts';
import { REPORT_STATUS } from '../../../contract/status-texts.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { relevantFilter } from './report-content.ts';
import { createReport, startReportGeneration } from './report-generation.ts';
import { findReportRow, listReportRows, reportFileName, toReport } from './report-queries.ts';

const STILL_PROCESSING = 'O relatório ainda está em processamento.';

/** Exports (relatórios): list, create (generated in the background), delete and download link. */
export function reportsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOrReadonly = requireRole('admin', 'readonly');

  app.get('/reports', adminOrReadonly, async (c) => {
    const rows = await listReportRows(deps.db);
    return c.json({ reports: await Promise.all(rows.map((row) => toReport(deps.files, row))) } satisfies ReportList);
  });

  app.post('/reports/:type', adminOrReadonly, async (c) => {
    const type = c.req.param('type');
    if (!isReportType(type)) throw badRequest(`Tipo de relatório inválido: use ${REPORT_TYPES.join(', ')}.`);
    const filter = relevantFilter(type, v.parse(receivedDonationFilterSchema, await readJsonObject(c.req.raw)));
    if (reportNeedsFilter(type) && countFilterCriteria(filter) === 0) {
      throw badRequest('Informe ao menos um filtro para este relatório.');
    }
    const report = await createReport(deps, c.var.user.id, type, filter);
    startReportGeneration(deps, report);
    return c.json((await toReport(deps.files, report)) satisfies Report, 201);
  });

  app.delete('/report/:id', adminOrReadonly, async (c) => {
    const user = c.var.user;
    const report = await findReportRow(deps.db, c.req.param('id'));
    if (user.role !== 'admin' && report.owner_id !== user.id) throw forbidden();
    if (Number(report.status) === REPORT_STATUS.processing) throw conflict(STILL_PROCESSING);
    await deps.db.query('DELETE FROM reports WHERE id = $1', [report.id]);
    if (report.file_id) await deps.files.remove(report.file_id);
    return c.body(null, 204);
  });

  app.get('/report/:id/url', adminOrReadonly, async (c) => {
    const report = await findReportRow(deps.db, c.req.param('id'));
    if (Number(report.status) === REPORT_STATUS.processing) throw conflict(STILL_PROCESSING);
    if (report.file_id === null) throw notFound('Este relatório não foi gerado. Crie uma nova exportação.');
    return c.json({ url: await deps.files.signedUrl(report.file_id, reportFileName(report)) } satisfies FileLink);
  });

  return app;
}
