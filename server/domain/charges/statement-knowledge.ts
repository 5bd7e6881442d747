import type { Db } from '../../db/db.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { CHARGE_STATUS, VOUCHER_STATUS } from '#contract/status-texts.ts';
import type { KnownVoucher } from './statement-comparison.ts';

interface KnownRow {
  voucher_id: string;
  delivered_on: string | null;
  activated_on: string | null;
  first_used_on: string | null;
  balance_cents: string | number | null;
  expires_on: string | null;
  expired: boolean;
}

export const dateColumn = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/**
 * What the app knows of each of `vouchers` it holds: the day it was delivered to a family (as the
 * ledger has it: the phone's clock for a delivery queued offline, not when it reached the server)
 * and the last fact confirmed statements reported (the newest confirmed statement naming a stage
 * wins).
 * A voucher the app does not hold is absent from the map.
 */
export async function knownVouchers(
  db: Db,
  vouchers: readonly string[],
): Promise<Map<string, KnownVoucher>> {
  if (vouchers.length === 0) return new Map();
  const rows = await db.query<KnownRow>(
    // Set-based: each voucher's reports grouped once and joined, so a statement naming vouchers that
    // earlier ones named costs the same as one naming new vouchers.
    `WITH reported AS (
       SELECT s.card,
              (array_agg(s.activated_on ORDER BY l.confirmed_at DESC) FILTER (WHERE s.activated_on IS NOT NULL))[1] AS activated_on,
              (array_agg(s.first_used_on ORDER BY l.confirmed_at DESC) FILTER (WHERE s.first_used_on IS NOT NULL))[1] AS first_used_on,
              (array_agg(s.balance_cents ORDER BY l.confirmed_at DESC) FILTER (WHERE s.balance_cents IS NOT NULL))[1] AS balance_cents,
              (array_agg(s.expires_on ORDER BY l.confirmed_at DESC) FILTER (WHERE s.expires_on IS NOT NULL))[1] AS expires_on,
              coalesce(bool_or(s.expires_on <= (l.created_at AT TIME ZONE '${APP_TIME_ZONE}')::date), false) AS expired
         FROM statement_lines s JOIN loads l ON l.id = s.load_id
        WHERE l.status = $2 AND l.confirmed_at IS NOT NULL AND s.card = ANY($1::text[])
          AND NOT ('unknown' = ANY(s.kinds))
        GROUP BY s.card),
     delivered AS (
       SELECT e.voucher_id, min(e.occurred_at) AS at FROM card_events e
        WHERE e.voucher_id = ANY($1::text[]) AND e.kind = 'delivered'
        GROUP BY e.voucher_id)
     SELECT v.voucher_id,
            CASE WHEN v.status = $3 THEN (coalesce(d.at, v.delivered) AT TIME ZONE '${APP_TIME_ZONE}')::date END AS delivered_on,
            r.activated_on, r.first_used_on, r.balance_cents, r.expires_on, coalesce(r.expired, false) AS expired
       FROM vouchers v
       LEFT JOIN reported r ON r.card = v.voucher_id
       LEFT JOIN delivered d ON d.voucher_id = v.voucher_id
      WHERE v.voucher_id = ANY($1::text[])`,
    [vouchers, CHARGE_STATUS.success, VOUCHER_STATUS.delivered],
  );
  return new Map(
    rows.map((row) => [
      row.voucher_id,
      {
        deliveredOn: dateColumn(row.delivered_on),
        activatedOn: dateColumn(row.activated_on),
        firstUsedOn: dateColumn(row.first_used_on),
        balanceCents: row.balance_cents === null ? null : Number(row.balance_cents),
        expiresOn: dateColumn(row.expires_on),
        expired: Boolean(row.expired),
      },
    ]),
  );
}
