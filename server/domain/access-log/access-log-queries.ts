import type { Db } from '../../db/db.ts';
import {
  ACCESS_ACTION_TEXTS,
  type AccessAction,
  type AccessEntry,
  type AccessLogFilter,
} from '#contract/access-log.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { foldSql, foldText } from '../../shared/search-text.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';

export const ACCESS_LOG_PAGE = 200;
export const ACCESS_LOG_EXPORT_MAX = 100_000;

interface EntryRow {
  seq: number;
  at: unknown;
  actor_name: string | null;
  actor_role: string | null;
  action: AccessAction;
  donation_id: string | null;
  voucher_id: string | null;
  report_id: string | null;
  client_address: string | null;
  detail: string | null;
}

/**
 * A family is matched through their vouchers' CPF hash: those vouchers and the exports they went into.
 */
export function accessLogWhere(
  filter: AccessLogFilter,
  params: unknown[],
  protection: DataProtection,
): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.actorName)
    conditions.push(
      `a.actor_id = ANY(ARRAY(SELECT u.id FROM users u WHERE strpos(${foldSql('u.name')}, ${add(foldText(filter.actorName))}) > 0))`,
    );
  if (filter.cpf) {
    const hashes = add(protection.hashes('cpf', filter.cpf));
    const vouchers = `SELECT v.voucher_id FROM vouchers v WHERE v.received_cpf_hash = ANY(${hashes}::text[])`;
    conditions.push(
      `(a.voucher_id IN (${vouchers}) OR a.report_id IN (SELECT rs.report_id FROM report_subjects rs WHERE rs.voucher_id IN (${vouchers})))`,
    );
  }
  if (filter.donationId) conditions.push(`a.donation_id = ${add(filter.donationId)}`);
  const startOf = (day: string) => `(${day}::timestamp AT TIME ZONE '${APP_TIME_ZONE}')`;
  if (filter.dateFrom) conditions.push(`a.at >= ${startOf(`${add(filter.dateFrom)}::date`)}`);
  if (filter.dateTo) conditions.push(`a.at < ${startOf(`(${add(filter.dateTo)}::date + 1)`)}`);
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

function toEntry(row: EntryRow): AccessEntry {
  return {
    seq: Number(row.seq),
    at: toIsoRequired(row.at),
    actorName: row.actor_name,
    actorRole: row.actor_role,
    action: row.action,
    actionText: ACCESS_ACTION_TEXTS[row.action] ?? row.action,
    donationId: row.donation_id,
    voucherId: row.voucher_id,
    reportId: row.report_id,
    clientAddress: row.client_address,
    detail: row.detail,
  };
}

export async function searchAccessLog(
  db: Db,
  protection: DataProtection,
  filter: AccessLogFilter,
  limit: number = ACCESS_LOG_PAGE,
): Promise<{ entries: AccessEntry[]; total: number }> {
  const params: unknown[] = [];
  const where = accessLogWhere(filter, params, protection);
  const rows = await db.query<EntryRow>(
    `SELECT a.seq, a.at, u.name AS actor_name, a.actor_role, a.action, a.donation_id, a.voucher_id, a.report_id::text AS report_id,
            a.client_address, a.detail
       FROM access_log a LEFT JOIN users u ON u.id = a.actor_id
      ${where}
      ORDER BY a.seq DESC LIMIT ${Number(limit)}`,
    params,
  );
  const entries = rows.map(toEntry);
  if (entries.length < limit) return { entries, total: entries.length };
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM access_log a ${where}`,
    params,
  );
  return { entries, total: Number(counted?.total ?? entries.length) };
}
