import type { Db } from '../../db/db.ts';
import type { OverviewFilter, OverviewMap } from '#contract/overview.ts';
import { overviewWhere } from './overview-queries.ts';

export const MAP_POINT_LIMIT = 3000;
const CELL_DEGREES = 0.05;

/**
 * Grouped by SQL into cells of about 5 km so the answer stays small; the browser clusters those.
 */
export async function overviewMap(db: Db, filter: OverviewFilter, now: Date): Promise<OverviewMap> {
  const { where, params } = overviewWhere(filter, now, ['d.receive_lat IS NOT NULL']);
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM donations d ${where}`,
    params,
  );
  const cell = Number(counted?.count ?? 0) > MAP_POINT_LIMIT ? CELL_DEGREES : 0;
  const grid = (column: string) => (cell === 0 ? column : `round(${column} / ${cell}) * ${cell}`);
  const [units, points] = await Promise.all([
    db.query<{ site_id: number; name: string; lat: number; lon: number }>(
      `SELECT s.site_id, s.name, s.lat, s.lon FROM sites s
        WHERE s.lat IS NOT NULL AND s.site_id IN (SELECT DISTINCT d.site_id FROM donations d ${overviewWhere(filter, now).where})
        ORDER BY s.site_id`,
      overviewWhere(filter, now).params,
    ),
    db.query<{
      lat: number;
      lon: number;
      donations: number;
      donation_id: string | null;
      waiting: number;
      open: number;
      done: number;
      closed: number;
      flagged: number;
    }>(
      `SELECT avg(d.receive_lat) AS lat, avg(d.receive_lon) AS lon, count(*)::int AS donations,
              CASE WHEN count(*) = 1 THEN min(d.donation_id) END AS donation_id,
              count(*) FILTER (WHERE d.status = 1)::int AS waiting,
              count(*) FILTER (WHERE d.status IN (2, 3))::int AS open,
              count(*) FILTER (WHERE d.status = 4)::int AS done,
              count(*) FILTER (WHERE d.status IN (5, 6))::int AS closed,
              count(*) FILTER (WHERE cardinality(d.anomalies) > 0)::int AS flagged
         FROM donations d
        ${where}
        GROUP BY ${grid('d.receive_lat')}, ${grid('d.receive_lon')}`,
      params,
    ),
  ]);
  const round = (value: unknown) => Math.round(Number(value) * 1e5) / 1e5;
  return {
    cellDegrees: cell,
    units: units.map((u) => ({
      siteId: Number(u.site_id),
      name: u.name,
      lat: Number(u.lat),
      lon: Number(u.lon),
    })),
    points: points.map((p) => ({
      lat: round(p.lat),
      lon: round(p.lon),
      donations: Number(p.donations),
      donationId: p.donation_id,
      waiting: Number(p.waiting),
      open: Number(p.open),
      done: Number(p.done),
      closed: Number(p.closed),
      flagged: Number(p.flagged),
    })),
  };
}
