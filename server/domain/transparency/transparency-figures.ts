import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { COMPLAINT_CATEGORIES } from '#contract/complaint-texts.ts';
import {
  VOUCHER_FIGURES,
  NOT_MEASURED,
  SMALL_COUNT,
  type VoucherFigure,
  type PlaceFigures,
  type SnapshotScope,
  type TransparencyFigures,
} from '#contract/transparency.ts';
import type { Db } from '../../db/db.ts';
import { VOUCHER_CATEGORY_SQL } from '../donations/voucher-category-sql.ts';
import { suppressSmallCounts, type SumRelation } from './small-counts.ts';

const VOUCHER_FIGURE_SQL: Record<VoucherFigure, string> = {
  loaded: `(${[
    VOUCHER_CATEGORY_SQL.toDeliver,
    VOUCHER_CATEGORY_SQL.delivered,
    VOUCHER_CATEGORY_SQL.notDelivered,
    VOUCHER_CATEGORY_SQL.returned,
    VOUCHER_CATEGORY_SQL.lost,
  ].join(' + ')})`,
  delivered: VOUCHER_CATEGORY_SQL.delivered,
  familyConfirmed: 'd.cards_family_confirmed',
  notDelivered: VOUCHER_CATEGORY_SQL.notDelivered,
  toDeliver: VOUCHER_CATEGORY_SQL.toDeliver,
  returned: VOUCHER_CATEGORY_SQL.returned,
  lost: VOUCHER_CATEGORY_SQL.lost,
};

const OUTCOMES: readonly VoucherFigure[] = [
  'delivered',
  'notDelivered',
  'toDeliver',
  'returned',
  'lost',
];

const RESOLVED_STAGES = ['answered', 'closed'];

const MS_PER_DAY = 24 * 60 * 60 * 1000;

interface CityRow extends Record<VoucherFigure, number> {
  state: string;
  city: string;
}

export interface RawFigures {
  scope: SnapshotScope;
  firstDay: string | null;
  lastDay: string | null;
  cities: CityRow[];
  complaints: { category: string; received: number; resolved: number }[];
  answered: number;
  medianDaysToAnswer: number | null;
}

/** Counted from the vouchers in one pass, so the figures never wait for the summary to catch up. */
const donationsCounted = (inScope: string) => `(
    SELECT d.donation_id, d.site_id, d.status,
           COALESCE(c.pending, 0) AS cards_pending, COALESCE(c.delivered, 0) AS cards_delivered,
           COALESCE(c.not_delivered, 0) AS cards_not_delivered,
           COALESCE(c.family_confirmed, 0) AS cards_family_confirmed
      FROM donations d
      LEFT JOIN (SELECT v.donation_id,
                        count(*) FILTER (WHERE v.status = 1) AS pending,
                        count(*) FILTER (WHERE v.status = 2) AS delivered,
                        count(*) FILTER (WHERE v.status = 3) AS not_delivered,
                        count(*) FILTER (WHERE v.family_answer = 'received') AS family_confirmed
                   FROM vouchers v
                  ${inScope === 'true' ? '' : `WHERE v.donation_id IN (SELECT d.donation_id FROM donations d WHERE ${inScope})`}
                  GROUP BY v.donation_id) c ON c.donation_id = d.donation_id
     WHERE ${inScope}) d`;

/** Only counts and the cities' names leave the database. */
export async function rawFigures(db: Db, scope: SnapshotScope): Promise<RawFigures> {
  const inScope = scope.kind === 'package' ? 'd.load_id = $1' : 'true';
  const params = scope.kind === 'package' ? [scope.loadId] : [];
  const cities = await db.query<CityRow>(
    `SELECT s.state::text AS state, s.city,
            ${VOUCHER_FIGURES.map((figure) => `COALESCE(sum(${VOUCHER_FIGURE_SQL[figure]}), 0)::int AS "${figure}"`).join(',\n            ')}
       FROM ${donationsCounted(inScope)} JOIN sites s ON s.site_id = d.site_id
      GROUP BY s.state, s.city
      ORDER BY s.state, s.city`,
    params,
  );
  const [days] = await db.query<{ first_day: string | null; last_day: string | null }>(
    `SELECT to_char(min(d.created AT TIME ZONE '${APP_TIME_ZONE}'), 'YYYY-MM-DD') AS first_day,
            to_char(max(GREATEST(d.created, d.last_delivery, d.completed) AT TIME ZONE '${APP_TIME_ZONE}'), 'YYYY-MM-DD') AS last_day
       FROM donations d WHERE ${inScope}`,
    params,
  );
  const complaintScope =
    scope.kind === 'package'
      ? 'c.donation_id IN (SELECT d.donation_id FROM donations d WHERE d.load_id = $1)'
      : 'true';
  const resolved = RESOLVED_STAGES.map((stage) => `'${stage}'`).join(', ');
  const complaints = await db.query<{ category: string; received: number; resolved: number }>(
    `SELECT c.category, count(*)::int AS received,
            count(*) FILTER (WHERE c.stage IN (${resolved}))::int AS resolved
       FROM complaints c WHERE ${complaintScope}
      GROUP BY c.category`,
    params,
  );
  const [answers] = await db.query<{ answered: number; median_ms: number | string | null }>(
    `SELECT count(*)::int AS answered,
            percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM c.answered_at - c.created_at) * 1000) AS median_ms
       FROM complaints c WHERE c.answered_at IS NOT NULL AND ${complaintScope}`,
    params,
  );
  const medianMs =
    answers?.median_ms === null || answers === undefined ? null : Number(answers.median_ms);
  return {
    scope,
    firstDay: days?.first_day ?? null,
    lastDay: days?.last_day ?? null,
    cities,
    complaints: COMPLAINT_CATEGORIES.map(
      (category) =>
        complaints.find((row) => row.category === category) ?? {
          category,
          received: 0,
          resolved: 0,
        },
    ),
    answered: answers?.answered ?? 0,
    medianDaysToAnswer: medianMs === null ? null : Math.round((medianMs / MS_PER_DAY) * 10) / 10,
  };
}

const placeKey = (state: string | null, city: string | null, figure: string) =>
  JSON.stringify([state, city, figure]);
const complaintKey = (category: string | null, figure: 'received' | 'resolved' | 'answered') =>
  JSON.stringify(['complaints', category, figure]);

export function publicFigures(raw: RawFigures): TransparencyFigures {
  const counts = new Map<string, number>();
  const sums: SumRelation[] = [];
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  const states = [...new Set(raw.cities.map((row) => row.state))].sort(byName);
  const citiesOf = (state: string) =>
    raw.cities.filter((row) => row.state === state).sort((a, b) => byName(a.city, b.city));
  const places: { state: string | null; city: string | null }[] = [{ state: null, city: null }];
  for (const state of states) {
    places.push({ state, city: null });
    for (const row of citiesOf(state)) places.push({ state, city: row.city });
  }

  for (const figure of VOUCHER_FIGURES) {
    const total = (rows: CityRow[]) => rows.reduce((sum, row) => sum + row[figure], 0);
    counts.set(placeKey(null, null, figure), total(raw.cities));
    for (const state of states) {
      const cities = citiesOf(state);
      counts.set(placeKey(state, null, figure), total(cities));
      for (const row of cities) counts.set(placeKey(state, row.city, figure), row[figure]);
      sums.push({
        total: placeKey(state, null, figure),
        parts: cities.map((row) => placeKey(state, row.city, figure)),
      });
    }
    sums.push({
      total: placeKey(null, null, figure),
      parts: states.map((state) => placeKey(state, null, figure)),
    });
  }
  for (const place of places)
    sums.push({
      total: placeKey(place.state, place.city, 'loaded'),
      parts: OUTCOMES.map((figure) => placeKey(place.state, place.city, figure)),
    });

  for (const figure of ['received', 'resolved'] as const) {
    counts.set(
      complaintKey(null, figure),
      raw.complaints.reduce((sum, row) => sum + row[figure], 0),
    );
    for (const row of raw.complaints) counts.set(complaintKey(row.category, figure), row[figure]);
    sums.push({
      total: complaintKey(null, figure),
      parts: raw.complaints.map((row) => complaintKey(row.category, figure)),
    });
  }
  counts.set(complaintKey(null, 'answered'), raw.answered);

  const shown = suppressSmallCounts(counts, sums);
  const at = (key: string) => shown.get(key)!;
  return {
    scope: raw.scope,
    campaign: { firstDay: raw.firstDay, lastDay: raw.lastDay },
    places: places.map((place): PlaceFigures => ({
      ...place,
      cards: Object.fromEntries(
        VOUCHER_FIGURES.map((figure) => [figure, at(placeKey(place.state, place.city, figure))]),
      ) as PlaceFigures['cards'],
    })),
    complaints: {
      received: at(complaintKey(null, 'received')),
      resolved: at(complaintKey(null, 'resolved')),
      byCategory: raw.complaints.map((row) => ({
        category: row.category,
        received: at(complaintKey(row.category, 'received')),
        resolved: at(complaintKey(row.category, 'resolved')),
      })),
      answered: at(complaintKey(null, 'answered')),
      medianDaysToAnswer: raw.answered < SMALL_COUNT ? null : raw.medianDaysToAnswer,
    },
    notMeasured: NOT_MEASURED,
  };
}
