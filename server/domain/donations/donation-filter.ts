import type { DonationFilter } from '#contract/donation-filter.ts';
import { filterCriteria, type FilterNames } from '#contract/donation-filter-text.ts';
import { VOUCHER_CATEGORY_SQL } from './voucher-category-sql.ts';
import { foldSql, foldText } from '../../shared/search-text.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { DELIVERY_WINDOW_MS } from '../../shared/timestamps.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { loginMatches } from '../../identity/user-accounts.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import type { Role } from '#contract/session.ts';
import { DomainError } from '../../shared/domain-error.ts';

export const leaderCpfStaffOnly = 'Filtre pelo líder escolhido na visão geral, não pelo CPF.';

/** A filter by a whole CPF would let readonly find one from its mask by trying the candidates. */
export function checkFilterFor(role: Role | null, filter: DonationFilter): void {
  if (role !== 'admin' && filter.leaderCpf !== undefined)
    throw new DomainError('forbidden', leaderCpfStaffOnly);
}

/**
 * Values go to `params`; the SQL text holds only placeholders. Flags and categories read the
 * overview's summary, so a figure and its list agree.
 */
export function donationFilterWhere(
  filter: Omit<DonationFilter, 'leaderCpf'>,
  params: unknown[],
  protection: null,
  now?: Date,
): string;
export function donationFilterWhere(
  filter: DonationFilter,
  params: unknown[],
  protection: DataProtection,
  now?: Date,
): string;
export function donationFilterWhere(
  filter: DonationFilter,
  params: unknown[],
  protection: DataProtection | null,
  now?: Date,
): string {
  const conditions: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.leaderName) {
    conditions.push(
      `d.leader_id = ANY(ARRAY(SELECT fu.id FROM users fu WHERE strpos(${foldSql('fu.name')}, ${add(foldText(filter.leaderName))}) > 0))`,
    );
  }
  if (filter.siteId !== undefined) conditions.push(`d.site_id = ${add(filter.siteId)}`);
  if (filter.status !== undefined) conditions.push(`d.status = ${add(filter.status)}`);
  if (filter.listDonationId)
    conditions.push(`d.donation_id = ANY(${add(filter.listDonationId)}::text[])`);
  if (filter.quantity !== undefined) conditions.push(`d.quantity = ${add(filter.quantity)}`);
  if (filter.leaderCpf) {
    if (!protection)
      throw new Error('donationFilterWhere: a leader CPF is matched through the data keys');
    conditions.push(
      `d.leader_id = ANY(ARRAY(SELECT fc.id FROM users fc WHERE ${loginMatches('fc.', add(protection.hashes('cpf', filter.leaderCpf)))}))`,
    );
  }
  if (filter.quantityDivergent) conditions.push('d.quantity_divergent');
  if (filter.loadId) conditions.push(`d.load_id = ${add(filter.loadId)}::uuid`);
  const siteConditions: string[] = [];
  if (filter.state) siteConditions.push(`fs.state = ${add(filter.state)}`);
  if (filter.city) siteConditions.push(`${foldSql('fs.city')} = ${add(foldText(filter.city))}`);
  if (siteConditions.length > 0) {
    conditions.push(
      `d.site_id = ANY(ARRAY(SELECT fs.site_id FROM sites fs WHERE ${siteConditions.join(' AND ')}))`,
    );
  }
  // São Paulo days, inclusive, turned into instants so the condition is a range on d.created
  // (indexed).
  const startOf = (day: string) => `(${day}::timestamp AT TIME ZONE '${APP_TIME_ZONE}')`;
  if (filter.dateFrom) conditions.push(`d.created >= ${startOf(`${add(filter.dateFrom)}::date`)}`);
  if (filter.dateTo) conditions.push(`d.created < ${startOf(`(${add(filter.dateTo)}::date + 1)`)}`);
  if (filter.leaderId) conditions.push(`d.leader_id = ${add(filter.leaderId)}::uuid`);
  if (filter.anomaly) {
    conditions.push(`${add(filter.anomaly)} = ANY(d.anomalies)`);
  }
  if (filter.cards) {
    conditions.push(`${VOUCHER_CATEGORY_SQL[filter.cards]} > 0`);
  }
  if (filter.familyAnswer)
    conditions.push(
      filter.familyAnswer === 'received'
        ? 'd.cards_family_confirmed > 0'
        : 'd.cards_family_disputed > 0',
    );
  if (filter.pastDeadline)
    conditions.push(
      pastDeadlineSql(now === undefined ? 'now()' : `${add(now.toISOString())}::timestamptz`),
    );
  if (filter.deliveredFrom || filter.deliveredTo) {
    const days = [
      filter.deliveredFrom ? `dd.day >= ${add(filter.deliveredFrom)}::date` : null,
      filter.deliveredTo ? `dd.day <= ${add(filter.deliveredTo)}::date` : null,
    ].filter((condition) => condition !== null);
    conditions.push(
      `EXISTS (SELECT 1 FROM donation_delivery_days dd WHERE dd.donation_id = d.donation_id AND ${days.join(' AND ')})`,
    );
  }
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

export function pastDeadlineSql(nowSql: string): string {
  return `(d.status = 3 AND d.delivery_started < ${nowSql} - interval '${DELIVERY_WINDOW_MS / 3_600_000} hours')`;
}

export type { FilterNames };

/** A leader's CPF is stored masked: the details are kept in clear. */
export function describeFilter(filter: DonationFilter, names: FilterNames = {}): string[] {
  return filterCriteria(filter, names).map((criterion) =>
    criterion.field === 'leaderCpf'
      ? `CPF do líder: ${hideCpf(filter.leaderCpf ?? null)}`
      : criterion.text,
  );
}
