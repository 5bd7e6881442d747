import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  leaderTableQuerySchema,
  overviewFilterSchema,
  type LeaderCsv,
  type LeaderProgress,
  type LeaderTable,
  type Overview,
  type OverviewMap,
  type OverviewOptions,
} from '#contract/overview.ts';
import { receivedDonationFilterSchema } from '#contract/donation-filter.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { requireRole } from '../../http/require-role.ts';
import { encodeReportCsv } from '../../shared/report-csv.ts';
import { formatDateTimePtBr } from '../../shared/timestamps.ts';
import { leaderTable } from './leader-table.ts';
import { overviewMap } from './overview-map.ts';
import { voucherFunnel } from './voucher-funnel.ts';
import {
  STUCK_SHOWN,
  stuckListSchema,
  type VoucherFunnel,
  type StuckVouchers,
} from '#contract/voucher-funnel.ts';
import {
  allStuckVouchers,
  voucherNumberFor,
  stuckVouchers,
  STUCK_CSV_HEADER,
  stuckCsvRow,
} from './stuck-vouchers.ts';
import { leaderProgress, overviewOptions } from './overview-options.ts';
import { overviewFigures } from './overview-queries.ts';
import { saoPauloDay } from '../../shared/timestamps.ts';
import { freshSummary } from '../donations/summary-freshness.ts';

function readFilter(c: Context<AppEnv>) {
  const received = v.parse(receivedDonationFilterSchema, c.req.query());
  const { dateFrom, dateTo, state, city, siteId, loadId, leaderId } = received;
  return v.parse(overviewFilterSchema, { dateFrom, dateTo, state, city, siteId, loadId, leaderId });
}

export const LEADER_CSV_HEADER = [
  'Líder',
  'Cartões recebidos',
  'Cartões entregues',
  'Cartões restantes',
  'Última atividade',
  'Horas desde o cartão mais antigo sem entrega',
  'Doações atrasadas',
  'Doações com alerta',
];

export function overviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const staff = requireRole('admin', 'readonly');

  app.get('/overview', staff, async (c) => {
    const filter = readFilter(c);
    const pending = await freshSummary(deps);
    return c.json((await overviewFigures(deps.db, filter, deps.now(), pending)) satisfies Overview);
  });

  app.get('/overview/funnel', staff, async (c) => {
    const filter = readFilter(c);
    await freshSummary(deps);
    return c.json((await voucherFunnel(deps.db, filter, deps.now())) satisfies VoucherFunnel);
  });

  app.get('/overview/stuck', staff, async (c) =>
    c.json(
      (await allStuckVouchers(
        deps.db,
        readFilter(c),
        deps.now(),
        STUCK_SHOWN,
        voucherNumberFor(c.var.user.role),
      )) satisfies StuckVouchers,
    ),
  );

  app.get('/overview/stuck/export', staff, async (c) => {
    const list = v.parse(stuckListSchema, c.req.query('list'));
    const now = deps.now();
    const { cards: vouchers } = await stuckVouchers(
      deps.db,
      readFilter(c),
      now,
      list,
      null,
      voucherNumberFor(c.var.user.role),
    );
    const csv = encodeReportCsv(STUCK_CSV_HEADER, vouchers.map(stuckCsvRow));
    return c.json({
      fileName: `cartoes-${list}-${saoPauloDay(now)}.csv`,
      csv: new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv),
    });
  });

  app.get('/overview/leaders', staff, async (c) => {
    const filter = readFilter(c);
    const query = v.parse(leaderTableQuerySchema, c.req.query());
    await freshSummary(deps);
    return c.json((await leaderTable(deps.db, filter, deps.now(), query)) satisfies LeaderTable);
  });

  // The CSV travels inside JSON so the one REST client checks it like every answer.
  app.get('/overview/leaders/export', staff, async (c) => {
    const filter = readFilter(c);
    const { sort, order } = v.parse(leaderTableQuerySchema, c.req.query());
    await freshSummary(deps);
    const now = deps.now();
    const { rows } = await leaderTable(deps.db, filter, now, {
      sort,
      order,
      offset: 0,
      limit: null,
    });
    const csv = encodeReportCsv(
      LEADER_CSV_HEADER,
      rows.map((r) => [
        r.name,
        r.received,
        r.delivered,
        r.left,
        formatDateTimePtBr(r.lastActivity),
        r.oldestPendingHours ?? '',
        r.late,
        r.flagged,
      ]),
    );
    return c.json({
      fileName: `lideres-${saoPauloDay(now)}.csv`,
      csv: new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv),
    } satisfies LeaderCsv);
  });

  app.get('/overview/map', staff, async (c) => {
    const filter = readFilter(c);
    await freshSummary(deps);
    return c.json((await overviewMap(deps.db, filter, deps.now())) satisfies OverviewMap);
  });

  app.get('/overview/options', staff, async (c) =>
    c.json((await overviewOptions(deps.db)) satisfies OverviewOptions),
  );

  app.get('/overview/mine', requireRole('leader'), async (c) =>
    c.json((await leaderProgress(deps.db, c.var.user.id, deps.now())) satisfies LeaderProgress),
  );

  return app;
}
