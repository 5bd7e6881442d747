import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import type { Db } from '../../db/db.ts';
import type { LeaderProgress, OverviewOptions } from '#contract/overview.ts';
import { DELIVERY_WINDOW_MS, toIso } from '../../shared/timestamps.ts';
import { saoPauloDay } from '../../shared/timestamps.ts';

export async function overviewOptions(db: Db): Promise<OverviewOptions> {
  const [sites, packages, leaders] = await Promise.all([
    db.query<{ site_id: number; name: string; state: string; city: string }>(
      'SELECT site_id, name, state, city FROM sites ORDER BY state, city, name',
    ),
    db.query<{ id: string; file_name: string }>(
      "SELECT id, file_name FROM loads WHERE type = 'donation' ORDER BY created_at DESC, file_name",
    ),
    db.query<{ id: string; name: string }>(
      "SELECT id, name FROM users WHERE role = 'leader' ORDER BY name, id",
    ),
  ]);
  const siteList = sites.map((s) => ({
    siteId: Number(s.site_id),
    name: s.name,
    state: s.state.trim(),
    city: s.city,
  }));
  const cities = new Map(
    siteList.map((s) => [`${s.state}\u0000${s.city}`, { state: s.state, city: s.city }]),
  );
  return {
    states: [...new Set(siteList.map((s) => s.state))],
    cities: [...cities.values()],
    sites: siteList,
    packages: packages.map((p) => ({ id: p.id, name: p.file_name })),
    leaders: leaders.map((l) => ({ id: l.id, name: l.name })),
  };
}

/** Read live: a leader has few donations. */
export async function leaderProgress(db: Db, leaderId: string, now: Date): Promise<LeaderProgress> {
  const [row] = await db.query<{
    delivered_today: number;
    to_deliver: number;
    next_started: unknown;
  }>(
    `SELECT (SELECT count(*) FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
              WHERE d.leader_id = $1 AND v.status = 2
                AND (v.delivered AT TIME ZONE '${APP_TIME_ZONE}')::date = $2::date)::int AS delivered_today,
            (SELECT count(*) FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
              WHERE d.leader_id = $1 AND d.status IN (2, 3) AND v.status = 1)::int AS to_deliver,
            (SELECT min(d.delivery_started) FROM donations d WHERE d.leader_id = $1 AND d.status = 3) AS next_started`,
    [leaderId, saoPauloDay(now)],
  );
  const started = toIso(row?.next_started);
  return {
    deliveredToday: Number(row?.delivered_today ?? 0),
    toDeliver: Number(row?.to_deliver ?? 0),
    nextDeadline:
      started === null ? null : new Date(Date.parse(started) + DELIVERY_WINDOW_MS).toISOString(),
  };
}
