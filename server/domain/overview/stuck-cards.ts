import type { Db } from '../../db/db.ts';
import {
  STUCK_DAYS,
  STUCK_LISTS,
  type StuckCard,
  type StuckCards,
  type StuckList,
} from '#contract/card-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { CHARGE_STATUS, DONATION_STATUS, VOUCHER_STATUS } from '#contract/status-texts.ts';
import { formatDateOnlyPtBr, saoPauloDay } from '../../shared/timestamps.ts';
import { overviewWhere } from './overview-queries.ts';
import { addDays } from './days.ts';

/** How a list's card number reaches this reader: whole for admins, its last four digits otherwise. */
export type CardNumberView = (card: string) => string;

export const cardNumberFor =
  (role: string | null): CardNumberView =>
  (card) =>
    role === 'admin' ? card : `•••• ${card.slice(-4)}`;

export const STUCK_CSV_HEADER = [
  'Cartão',
  'Doação',
  'Líder',
  'Unidade',
  'Desde',
  'Saldo',
  'Motivo',
];

/** One card as the export writes it: dates and amounts as Excel pt-BR reads them. */
export function stuckCsvRow(card: StuckCard): string[] {
  return [
    card.card,
    card.donationId,
    card.leaderName,
    card.siteName,
    formatDateOnlyPtBr(card.since),
    card.balanceCents === null
      ? ''
      : (card.balanceCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
    card.detail,
  ];
}

const day = (column: string) => `to_char(${column} AT TIME ZONE '${APP_TIME_ZONE}', 'YYYY-MM-DD')`;

/** Each list's condition and the day its cards entered it, over `d`, `v` and the reported facts `r`. */
function listSql(list: StuckList, p: (value: unknown) => string, now: Date) {
  const today = saoPauloDay(now);
  switch (list) {
    case 'withLeader':
      return {
        where: `v.status = ${p(VOUCHER_STATUS.pending)} AND d.status IN (${p(DONATION_STATUS.received)}, ${p(DONATION_STATUS.delivering)})
                AND d.received < ${p(new Date(now.getTime() - STUCK_DAYS.withLeader * 86_400_000).toISOString())}::timestamptz`,
        since: day('d.received'),
      };
    case 'notActivated':
      return {
        where: `v.status = ${p(VOUCHER_STATUS.delivered)} AND NOT coalesce(r.activated, false)
                AND v.delivered < ${p(new Date(now.getTime() - STUCK_DAYS.notActivated * 86_400_000).toISOString())}::timestamptz`,
        since: day('v.delivered'),
      };
    case 'expiring':
      return {
        where: `r.balance_cents > 0 AND r.expires_on BETWEEN ${p(today)}::date AND ${p(addDays(today, STUCK_DAYS.expiring))}::date`,
        since: `to_char(r.expires_on, 'YYYY-MM-DD')`,
      };
    case 'inconsistent':
      return {
        where: 'r.contradiction IS NOT NULL',
        since: `to_char(r.contradicted_on, 'YYYY-MM-DD')`,
      };
  }
}

interface StuckRow {
  voucher_id: string;
  donation_id: string;
  leader_name: string;
  site_name: string;
  since: string;
  balance_cents: string | number | null;
  contradiction: string | null;
  total: number;
}

/**
 * The cards of one list among the filtered donations, oldest situation first; `limit` null for
 * the export. The facts a provider reported are the newest of its confirmed statements.
 */
export async function stuckCards(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  list: StuckList,
  limit: number | null,
  view: CardNumberView,
): Promise<{ total: number; cards: StuckCard[] }> {
  const { where, params } = overviewWhere(filter, now);
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const confirmed = p(CHARGE_STATUS.success);
  const chosen = listSql(list, p, now);
  const conditions = [where.replace(/^WHERE /, ''), chosen.where].filter((c) => c !== '');
  const rows = await db.query<StuckRow>(
    `SELECT v.voucher_id, d.donation_id, u.name AS leader_name, s.name AS site_name,
            ${chosen.since} AS since, r.balance_cents, r.contradiction, count(*) OVER ()::int AS total
       FROM donations d
       JOIN vouchers v ON v.donation_id = d.donation_id
       JOIN users u ON u.id = d.leader_id
       JOIN sites s ON s.site_id = d.site_id
       LEFT JOIN LATERAL (
         SELECT bool_or(sl.activated_on IS NOT NULL) AS activated,
                (array_agg(sl.balance_cents ORDER BY l.confirmed_at DESC)
                   FILTER (WHERE sl.balance_cents IS NOT NULL))[1] AS balance_cents,
                (array_agg(sl.expires_on ORDER BY l.confirmed_at DESC)
                   FILTER (WHERE sl.expires_on IS NOT NULL))[1] AS expires_on,
                (array_agg(array_to_string(sl.contradictions, ' ') ORDER BY l.confirmed_at DESC)
                   FILTER (WHERE cardinality(sl.contradictions) > 0))[1] AS contradiction,
                (array_agg((l.confirmed_at AT TIME ZONE '${APP_TIME_ZONE}')::date ORDER BY l.confirmed_at DESC)
                   FILTER (WHERE cardinality(sl.contradictions) > 0))[1] AS contradicted_on
           FROM statement_lines sl JOIN loads l ON l.id = sl.load_id
          WHERE sl.card = v.voucher_id AND l.status = ${confirmed} AND l.confirmed_at IS NOT NULL) r ON true
      WHERE ${conditions.join(' AND ')}
      ORDER BY since, v.voucher_id
      ${limit === null ? '' : `LIMIT ${p(limit)}`}`,
    params,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    cards: rows.map((row) => ({
      card: view(row.voucher_id),
      donationId: row.donation_id,
      leaderName: row.leader_name,
      siteName: row.site_name,
      since: row.since,
      balanceCents: row.balance_cents === null ? null : Number(row.balance_cents),
      detail: row.contradiction ?? '',
    })),
  };
}

/** GET /overview/stuck: every list's count and first cards. */
export async function allStuckCards(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  shown: number,
  view: CardNumberView,
): Promise<StuckCards> {
  const lists = [];
  for (const list of STUCK_LISTS)
    lists.push({ list, ...(await stuckCards(db, filter, now, list, shown, view)) });
  return { lists };
}
