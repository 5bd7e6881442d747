import { Hono } from 'hono';
import * as v from 'valibot';
import {
  accessLogFilterSchema,
  type AccessLogCheck,
  type AccessLogPage,
  type DownloadedFile,
} from '#contract/access-log.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { answersPersonalData } from '../../http/personal-data-answer.ts';
import { encodeReportCsv } from '../../shared/report-csv.ts';
import { formatDateTimePtBr, formatDayPtBr } from '../../shared/timestamps.ts';
import { verifyAccessLog } from './access-log-chain.ts';
import { ACCESS_LOG_EXPORT_MAX, searchAccessLog } from './access-log-queries.ts';
import { recordAccess } from './record-access.ts';
import { requestActor } from '../../http/request-actor.ts';
import { allowCpfSearch, recordCpfSearch } from './cpf-searches.ts';
import type { AccessEntry, AccessLogFilter } from '#contract/access-log.ts';
import type { AccessActor } from './record-access.ts';

const ROLE_TEXTS: Record<string, string> = {
  admin: 'Administrador',
  readonly: 'Leitura',
  leader: 'Líder',
};

/** POSTs, so a CPF never travels in a URL. */
export function accessLogRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOnly = requireRole('admin');

  /** The log finds whose data a CPF names, so a search by it is a read: throttled and recorded. */
  const search = (
    filter: AccessLogFilter,
    actor: AccessActor,
    limit?: number,
  ): Promise<{ entries: AccessEntry[]; total: number }> =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      if (filter.cpf) await allowCpfSearch(tx, actor, now);
      const page = await searchAccessLog(tx, deps.protection, filter, limit);
      if (filter.cpf)
        await recordCpfSearch(tx, actor, now, {
          cpf: filter.cpf,
          where: 'Registro de acessos',
          reason: filter.reason ?? null,
          results: page.total,
        });
      return page;
    });

  app.post('/access-log/search', adminOnly, answersPersonalData(), async (c) => {
    const filter = v.parse(accessLogFilterSchema, await readJsonObject(c.req.raw));
    return c.json(
      (await search(filter, requestActor(c, deps.config.trustProxy))) satisfies AccessLogPage,
    );
  });

  app.post('/access-log/export', adminOnly, answersPersonalData(), async (c) => {
    const filter = v.parse(accessLogFilterSchema, await readJsonObject(c.req.raw));
    const now = deps.now();
    const actor = requestActor(c, deps.config.trustProxy);
    const { entries } = await search(filter, actor, ACCESS_LOG_EXPORT_MAX);
    await recordAccess(deps.db, actor, now, [
      { action: 'access_log_exported', detail: `${entries.length} registros` },
    ]);
    const csv = encodeReportCsv(
      [
        'Nº',
        'Data e hora',
        'Pessoa',
        'Papel',
        'Ação',
        'Doação',
        'Cartão',
        'Relatório',
        'Endereço de origem',
        'Detalhe',
      ],
      entries.map((entry) => [
        entry.seq,
        formatDateTimePtBr(entry.at),
        entry.actorName ?? 'Sistema',
        ROLE_TEXTS[entry.actorRole ?? ''] ?? '',
        entry.actionText,
        entry.donationId ?? '',
        entry.voucherId ?? '',
        entry.reportId ?? '',
        entry.clientAddress ?? '',
        entry.detail ?? '',
      ]),
    );
    const fileName = `registro-de-acessos-${formatDayPtBr(now.toISOString()).replace(/\//g, '-')}.csv`;
    return c.json({
      fileName,
      contentType: 'text/csv',
      content: new TextDecoder().decode(csv),
    } satisfies DownloadedFile);
  });

  app.post('/access-log/verify', adminOnly, async (c) =>
    c.json((await verifyAccessLog(deps.db)) satisfies AccessLogCheck),
  );

  return app;
}
