import type { Db } from '../../db/db.ts';
import { ANOMALY_KINDS, ANOMALY_TEXTS } from '#contract/anomalies.ts';
import { VOUCHER_CATEGORIES } from '#contract/voucher-categories.ts';
import {
  OVERVIEW_CHART_DAYS,
  OVERVIEW_CHART_MAX_DAYS,
  type Overview,
  type OverviewFilter,
} from '#contract/overview.ts';
import { DONATION_STATUS_TEXTS, type DonationStatus } from '#contract/status-texts.ts';
import { donationFilterWhere, pastDeadlineSql } from '../donations/donation-filter.ts';
import { VOUCHER_CATEGORY_SQL } from '../donations/voucher-category-sql.ts';
import { addDays } from './days.ts';
import { saoPauloDay } from '../../shared/timestamps.ts';

const STATUSES = Object.keys(DONATION_STATUS_TEXTS).map(Number) as DonationStatus[];

export function overviewWhere(filter: OverviewFilter, now: Date, extra: string[] = []) {
  const params: unknown[] = [];
  const where = donationFilterWhere(filter, params, null, now);
  const conditions = [where.replace(/^WHERE /, ''), ...extra].filter((c) => c !== '');
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

type GroupRow = {
  status: number;
  site_id: number;
  donations: number;
  past_deadline: number;
} & Record<string, number>;

async function donationGroups(db: Db, filter: OverviewFilter, now: Date) {
  const { where, params } = overviewWhere(filter, now);
  params.push(now.toISOString());
  const nowParam = `$${params.length}::timestamptz`;
  const voucherSums = VOUCHER_CATEGORIES.map(
    (category) => `sum(${VOUCHER_CATEGORY_SQL[category]})::int AS "${category}"`,
  );
  const flagCounts = ANOMALY_KINDS.map(
    (kind) =>
      `count(*) FILTER (WHERE cardinality(d.anomalies) > 0 AND d.anomalies @> ARRAY['${kind}'])::int AS "flag_${kind}"`,
  );
  return db.query<GroupRow>(
    `SELECT d.status, d.site_id, count(*)::int AS donations,
            count(*) FILTER (WHERE ${pastDeadlineSql(nowParam)})::int AS past_deadline,
            sum(d.cards_family_confirmed)::int AS family_confirmed,
            sum(d.cards_family_disputed)::int AS family_disputed,
            ${[...voucherSums, ...flagCounts].join(', ')}
       FROM donations d
      ${where}
      GROUP BY d.status, d.site_id`,
    params,
  );
}

export function chartWindow(filter: OverviewFilter, today: string): { from: string; to: string } {
  const to = filter.dateTo && filter.dateTo < today ? filter.dateTo : today;
  const earliest = addDays(to, -(OVERVIEW_CHART_MAX_DAYS - 1));
  const from = filter.dateFrom
    ? filter.dateFrom > earliest
      ? filter.dateFrom
      : earliest
    : addDays(to, -(OVERVIEW_CHART_DAYS - 1));
  return { from: from > to ? to : from, to };
}

async function deliveredPerDay(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  from: string,
  to: string,
) {
  const { where, params } = overviewWhere(filter, now);
  params.push(from, to);
  const range = `dd.day BETWEEN $${params.length - 1}::date AND $${params.length}::date`;
  // Without criteria on the donation, the days alone answer (the index on day).
  const sql = where
    ? `SELECT to_char(dd.day, 'YYYY-MM-DD') AS day, sum(dd.cards)::int AS cards
         FROM donation_delivery_days dd JOIN donations d ON d.donation_id = dd.donation_id
        ${where} AND ${range} GROUP BY dd.day`
    : `SELECT to_char(dd.day, 'YYYY-MM-DD') AS day, sum(dd.cards)::int AS cards
         FROM donation_delivery_days dd WHERE ${range} GROUP BY dd.day`;
  const rows = await db.query<{ day: string; cards: number }>(sql, params);
  return new Map(rows.map((row) => [row.day, Number(row.cards)]));
}

const sum = (rows: readonly GroupRow[], column: string) =>
  rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);

export async function overviewFigures(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  pendingRefresh: number,
): Promise<Overview> {
  const today = saoPauloDay(now);
  const window = chartWindow(filter, today);
  const weekFrom = addDays(today, -6);
  const daysFrom = window.from < weekFrom ? window.from : weekFrom;
  const daysTo = window.to > today ? window.to : today;
  const [groups, days, sites] = await Promise.all([
    donationGroups(db, filter, now),
    deliveredPerDay(db, filter, now, daysFrom, daysTo),
    db.query<{ site_id: number; state: string; city: string }>(
      'SELECT site_id, state, city FROM sites',
    ),
  ]);
  const siteById = new Map(
    sites.map((site) => [Number(site.site_id), { state: site.state.trim(), city: site.city }]),
  );

  const perDay: Overview['perDay'] = [];
  for (let day = window.from; day <= window.to; day = addDays(day, 1))
    perDay.push({ day, cards: days.get(day) ?? 0 });
  let lastWeek = 0;
  for (let day = weekFrom; day <= today; day = addDays(day, 1)) lastWeek += days.get(day) ?? 0;

  const places = new Map<
    string,
    { state: string; city: string | null; delivered: number; total: number; donations: number }
  >();
  for (const row of groups) {
    const site = siteById.get(Number(row.site_id));
    if (!site) continue;
    const vouchers = VOUCHER_CATEGORIES.reduce(
      (total, category) => total + Number(row[category] ?? 0),
      0,
    );
    for (const [key, city] of [
      [site.state, null],
      [`${site.state}\u0000${site.city}`, site.city],
    ] as const) {
      const place = places.get(key) ?? {
        state: site.state,
        city,
        delivered: 0,
        total: 0,
        donations: 0,
      };
      place.delivered += Number(row.delivered ?? 0);
      place.total += vouchers;
      place.donations += Number(row.donations);
      places.set(key, place);
    }
  }
  const byName = (
    a: { state: string; city: string | null },
    b: { state: string; city: string | null },
  ) =>
    a.state.localeCompare(b.state, 'pt-BR') || (a.city ?? '').localeCompare(b.city ?? '', 'pt-BR');
  const placeList = [...places.values()].sort(byName);

  return {
    generatedAt: now.toISOString(),
    today,
    pendingRefresh,
    donations: sum(groups, 'donations'),
    statuses: STATUSES.map((status) => ({
      status,
      donations: sum(
        groups.filter((row) => Number(row.status) === status),
        'donations',
      ),
    })),
    cards: Object.fromEntries(
      VOUCHER_CATEGORIES.map((category) => [category, sum(groups, category)]),
    ) as Overview['cards'],
    pastDeadline: sum(groups, 'past_deadline'),
    deliveredToday: { cards: days.get(today) ?? 0, day: today },
    deliveredLast7Days: { cards: lastWeek, from: weekFrom, to: today },
    anomalies: ANOMALY_KINDS.map((kind) => ({
      kind,
      text: ANOMALY_TEXTS[kind],
      donations: sum(groups, `flag_${kind}`),
    })),
    familyAnswers: {
      received: sum(groups, 'family_confirmed'),
      notReceived: sum(groups, 'family_disputed'),
    },
    perDay,
    perState: placeList
      .filter((p) => p.city === null)
      .map(({ state, delivered, total, donations }) => ({ state, delivered, total, donations })),
    perCity: placeList.flatMap(({ state, city, delivered, total, donations }) =>
      city === null ? [] : [{ state, city, delivered, total, donations }],
    ),
  };
}
