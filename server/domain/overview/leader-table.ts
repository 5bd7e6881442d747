import type { Db } from '../../db/db.ts';
import type { LeaderRow, LeaderSort, LeaderTable, OverviewFilter } from '#contract/overview.ts';
import { toIso } from '../../shared/timestamps.ts';
import { pastDeadlineSql } from '../donations/donation-filter.ts';
import { VOUCHER_CATEGORY_SQL } from '../donations/voucher-category-sql.ts';
import { overviewWhere } from './overview-queries.ts';
import { flaggedLeaderIds } from '../verification/verification-results.ts';

export interface LeaderTableQuery {
  sort: LeaderSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number | null;
}

/** Ties by name, then id, so pages never overlap. */
const SORT_SQL: Record<LeaderSort, string> = {
  late: 'late',
  name: 'u.name',
  received: 'received',
  delivered: 'delivered',
  left: '"left"',
  lastActivity: 'last_activity',
  oldestPending: 'oldest_pending_hours',
  flagged: 'flagged',
};

export async function leaderTable(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  query: LeaderTableQuery,
): Promise<LeaderTable> {
  const { where, params } = overviewWhere(filter, now);
  params.push(now.toISOString());
  const nowParam = `$${params.length}::timestamptz`;
  const vouchers = `(d.cards_pending + d.cards_delivered + d.cards_not_delivered)`;
  const direction = query.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
  // 'Atrasados' first by default, then the longest wait; the secondary order breaks ties usefully.
  const secondary = query.sort === 'late' ? `oldest_pending_hours ${direction}, ` : '';
  let page = '';
  if (query.limit !== null) {
    params.push(query.limit, query.offset);
    page = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const rows = await db.query<{
    leader_id: string;
    name: string;
    received: number;
    delivered: number;
    left: number;
    last_activity: unknown;
    oldest_pending_hours: number | null;
    late: number;
    flagged: number;
    total: number;
  }>(
    `WITH g AS (
       SELECT d.leader_id,
              COALESCE(sum(${vouchers}) FILTER (WHERE d.received IS NOT NULL), 0)::int AS received,
              sum(${VOUCHER_CATEGORY_SQL.delivered})::int AS delivered,
              COALESCE(sum(${VOUCHER_CATEGORY_SQL.toDeliver}) FILTER (WHERE d.status IN (2, 3)), 0)::int AS "left",
              max(GREATEST(d.received, d.last_delivery, d.completed)) AS last_activity,
              extract(epoch FROM ${nowParam} - min(d.received) FILTER (WHERE d.status IN (2, 3) AND d.cards_pending > 0)) / 3600 AS oldest_pending_hours,
              count(*) FILTER (WHERE ${pastDeadlineSql(nowParam)})::int AS late,
              count(*) FILTER (WHERE cardinality(d.anomalies) > 0)::int AS flagged
         FROM donations d
        ${where}
        GROUP BY d.leader_id)
     SELECT g.*, u.name, count(*) OVER ()::int AS total
       FROM g JOIN users u ON u.id = g.leader_id
      ORDER BY ${SORT_SQL[query.sort]} ${direction}, ${secondary}u.name ASC, g.leader_id ASC
      ${page}`,
    params,
  );
  const verificationFlagged = await flaggedLeaderIds(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row): LeaderRow => ({
      leaderId: row.leader_id,
      name: row.name,
      received: Number(row.received),
      delivered: Number(row.delivered),
      left: Number(row.left),
      lastActivity: toIso(row.last_activity),
      oldestPendingHours:
        row.oldest_pending_hours === null ? null : Math.floor(Number(row.oldest_pending_hours)),
      late: Number(row.late),
      flagged: Number(row.flagged),
      verificationFlagged: verificationFlagged.has(row.leader_id),
    })),
  };
}
