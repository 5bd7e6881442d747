import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { listPageOf } from '../../shared/list-page.ts';
import { Hono } from 'hono';
import * as v from 'valibot';
import { countFilterCriteria, receivedDonationFilterSchema } from '#contract/donation-filter.ts';
import type { FileLink } from '#contract/file-link.ts';
import {
  completeExportMessages,
  isReportType,
  REPORT_TYPES,
  reportHoldsPersonalData,
  reportNeedsFilter,
  type Report,
  type ReportList,
} from '#contract/reports.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAccess } from '../access-log/record-access.ts';
import { requestActor } from '../../http/request-actor.ts';
import { REPORT_LABELS } from './report-types.ts';
import { REPORT_STATUS } from '#contract/status-texts.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { relevantFilter } from './report-content.ts';
import { createReport } from './report-generation.ts';
import { findReportRow, listReportRows, reportFileName, toReport } from './report-queries.ts';

const STILL_PROCESSING = 'O relatório ainda está em processamento.';

export function reportsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOrReadonly = requireRole('admin', 'readonly');

  app.get('/reports', adminOrReadonly, async (c) => {
    const { rows, total } = await listReportRows(deps.db, listPageOf(c.req.query(), LIST_PAGE_MAX.reports));
    return c.json({ reports: await Promise.all(rows.map((row) => toReport(deps.files, c.var.linkHolder, row))), total } satisfies ReportList);
  });

  app.post('/reports/:type', adminOrReadonly, async (c) => {
    const type = c.req.param('type');
    if (!isReportType(type)) throw badRequest(`Tipo de relatório inválido: use ${REPORT_TYPES.join(', ')}.`);
    const filter = relevantFilter(type, v.parse(receivedDonationFilterSchema, await readJsonObject(c.req.raw)));
    if (reportNeedsFilter(type) && countFilterCriteria(filter) === 0) {
      throw badRequest('Informe ao menos um filtro para este relatório.');
    }
    const complete = c.req.query('complete') === 'true';
    if (complete && c.var.user.role !== 'admin') throw new HttpError(403, completeExportMessages.adminOnly);
    if (complete && !reportHoldsPersonalData(type)) throw badRequest(completeExportMessages.noIdentifiers);
    const report = await createReport(deps, c.var.user.id, type, filter, complete);
    if (reportHoldsPersonalData(type)) {
      await recordAccess(deps.db, requestActor(c, deps.config.trustProxy), deps.now(), [
        { action: 'export_generated', reportId: report.id, detail: `${REPORT_LABELS[type].title}, ${complete ? 'dados completos' : 'dados mascarados'}` },
      ]);
    }
    return c.json((await toReport(deps.files, c.var.linkHolder, report)) satisfies Report, 201);
  });

  app.delete('/report/:id', adminOrReadonly, async (c) => {
    const user = c.var.user;
    const report = await findReportRow(deps.db, c.req.param('id'));
    if (user.role !== 'admin' && report.owner_id !== user.id) throw forbidden();
    if (Number(report.status) === REPORT_STATUS.processing) throw conflict(STILL_PROCESSING);
    await deps.db.query('DELETE FROM reports WHERE id = $1', [report.id]);
    if (report.file_id) await deps.files.remove(report.file_id);
    if (report.complete_file_id) await deps.files.remove(report.complete_file_id);
    return c.body(null, 204);
  });

  app.get('/report/:id/url', adminOrReadonly, async (c) => {
    const report = await findReportRow(deps.db, c.req.param('id'));
    if (Number(report.status) === REPORT_STATUS.processing) throw conflict(STILL_PROCESSING);
    if (report.file_id === null) throw notFound('Este relatório não foi gerado. Crie uma nova exportação.');
    const now = deps.now();
    const expiresAt = report.complete_expires_at === null ? 0 : new Date(String(report.complete_expires_at)).getTime();
    const complete = c.var.user.role === 'admin' && report.complete_file_id !== null && expiresAt > now.getTime();
    if (reportHoldsPersonalData(report.type)) {
      await recordAccess(deps.db, requestActor(c, deps.config.trustProxy), now, [
        { action: 'export_downloaded', reportId: report.id, detail: `${REPORT_LABELS[report.type].title}, ${complete ? 'dados completos' : 'dados mascarados'}` },
      ]);
    }
    const fileId = complete ? report.complete_file_id! : report.file_id;
    return c.json({ url: await deps.files.signedUrl(fileId, { holder: c.var.linkHolder, filename: reportFileName(report, complete) }) } satisfies FileLink);
  });

  return app;
}
