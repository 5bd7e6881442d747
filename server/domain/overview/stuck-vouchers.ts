import type { Db } from '../../db/db.ts';
import {
  STUCK_DAYS,
  STUCK_LISTS,
  type StuckVoucher,
  type StuckVouchers,
  type StuckList,
} from '#contract/voucher-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { VOUCHER_CONFLICT_TEXTS } from '#contract/voucher-events.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { CHARGE_STATUS, DONATION_STATUS, VOUCHER_STATUS } from '#contract/status-texts.ts';
import { formatDateOnlyPtBr, saoPauloDay } from '../../shared/timestamps.ts';
import { hideVoucherNumber } from '../../privacy/identifier-masks.ts';
import { overviewWhere } from './overview-queries.ts';
import { addDays } from './days.ts';
import { readVoucherEvents } from '../voucher-ledger/voucher-ledger.ts';
import { deriveVoucherState } from '../voucher-ledger/voucher-state.ts';

export type VoucherNumberView = (card: string) => string;

export const voucherNumberFor =
  (role: string | null): VoucherNumberView =>
  (voucher) =>
    role === 'admin' ? voucher : hideVoucherNumber(voucher);

export const STUCK_CSV_HEADER = [
  'Cartão',
  'Doação',
  'Líder',
  'Unidade',
  'Desde',
  'Saldo',
  'Motivo',
];

export function stuckCsvRow(voucher: StuckVoucher): string[] {
  return [
    voucher.card,
    voucher.donationId,
    voucher.leaderName,
    voucher.siteName,
    formatDateOnlyPtBr(voucher.since),
    voucher.balanceCents === null
      ? ''
      : (voucher.balanceCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
    voucher.detail,
  ];
}

const day = (column: string) => `to_char(${column} AT TIME ZONE '${APP_TIME_ZONE}', 'YYYY-MM-DD')`;

function listSql(
  list: Exclude<StuckList, 'inconsistent'>,
  p: (value: unknown) => string,
  now: Date,
) {
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
  }
}

interface StuckRow {
  voucher_id: string;
  donation_id: string;
  leader_name: string;
  site_name: string;
  since: string;
  balance_cents: string | number | null;
  total: number;
}

/** The provider's facts are the newest of its confirmed statements. */
export async function stuckVouchers(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  list: StuckList,
  limit: number | null,
  view: VoucherNumberView,
): Promise<{ total: number; cards: StuckVoucher[] }> {
  if (list === 'inconsistent') return inconsistentVouchers(db, filter, now, limit, view);
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
            ${chosen.since} AS since, r.balance_cents, count(*) OVER ()::int AS total
       FROM donations d
       JOIN vouchers v ON v.donation_id = d.donation_id
       JOIN users u ON u.id = d.leader_id
       JOIN sites s ON s.site_id = d.site_id
       LEFT JOIN LATERAL (
         SELECT bool_or(sl.activated_on IS NOT NULL) AS activated,
                (array_agg(sl.balance_cents ORDER BY l.confirmed_at DESC)
                   FILTER (WHERE sl.balance_cents IS NOT NULL))[1] AS balance_cents,
                (array_agg(sl.expires_on ORDER BY l.confirmed_at DESC)
                   FILTER (WHERE sl.expires_on IS NOT NULL))[1] AS expires_on
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
      detail: '',
    })),
  };
}

interface CandidateRow {
  voucher_id: string;
  donation_id: string;
  leader_name: string;
  site_name: string;
}

/** SQL narrows to a superset; deriveVoucherState decides, so the list says what the timeline says. */
async function inconsistentVouchers(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  limit: number | null,
  view: VoucherNumberView,
): Promise<{ total: number; cards: StuckVoucher[] }> {
  const { where, params } = overviewWhere(filter, now);
  const candidates = await db.query<CandidateRow>(
    `SELECT v.voucher_id, d.donation_id, u.name AS leader_name, s.name AS site_name
       FROM donations d
       JOIN vouchers v ON v.donation_id = d.donation_id
       JOIN users u ON u.id = d.leader_id
       JOIN sites s ON s.site_id = d.site_id
       JOIN LATERAL (
         SELECT count(*) FILTER (WHERE e.kind IN ('delivered', 'notDelivered')) AS outcomes,
                min(e.occurred_at) FILTER (WHERE e.kind = 'delivered') AS delivered,
                max(e.occurred_at) FILTER (WHERE e.kind = 'delivered') AS last_delivered,
                min(e.occurred_at) FILTER (WHERE e.kind IN ('activated', 'firstUsed')) AS used,
                min(e.occurred_at) FILTER (WHERE e.kind IN ('returned', 'lost')) AS closed
           FROM card_events e WHERE e.voucher_id = v.voucher_id) f
         ON f.outcomes > 1
            OR (f.used IS NOT NULL AND (f.delivered IS NULL OR f.used < f.delivered))
            OR f.last_delivered >= f.closed
      ${where}`,
    params,
  );
  const events = await readVoucherEvents(
    db,
    candidates.map((row) => row.voucher_id),
  );
  const found: StuckVoucher[] = [];
  for (const row of candidates) {
    const ledger = events.get(row.voucher_id) ?? [];
    const state = deriveVoucherState(ledger);
    if (!state || state.conflicts.length === 0) continue;
    const involved = new Set(state.conflicts.flatMap((conflict) => conflict.eventIds));
    const newest = ledger
      .filter((event) => involved.has(event.id))
      .reduce((a, b) => (a.occurredAt >= b.occurredAt ? a : b));
    found.push({
      card: row.voucher_id,
      donationId: row.donation_id,
      leaderName: row.leader_name,
      siteName: row.site_name,
      since: saoPauloDay(new Date(newest.occurredAt)),
      balanceCents: state.balanceCents,
      detail: [...new Set(state.conflicts.map((c) => VOUCHER_CONFLICT_TEXTS[c.kind]))].join(' '),
    });
  }
  found.sort((a, b) => a.since.localeCompare(b.since) || a.card.localeCompare(b.card));
  const shown = limit === null ? found : found.slice(0, limit);
  return {
    total: found.length,
    cards: shown.map((voucher) => ({ ...voucher, card: view(voucher.card) })),
  };
}

export async function allStuckVouchers(
  db: Db,
  filter: OverviewFilter,
  now: Date,
  shown: number,
  view: VoucherNumberView,
): Promise<StuckVouchers> {
  const lists = [];
  for (const list of STUCK_LISTS)
    lists.push({ list, ...(await stuckVouchers(db, filter, now, list, shown, view)) });
  return { lists };
}
