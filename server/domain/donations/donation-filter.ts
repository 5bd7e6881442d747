import type { DonationFilter } from '#contract/donation-filter.ts';
import { filterCriteria, type FilterNames } from '#contract/donation-filter-text.ts';
import { ANOMALY_SQL } from '../review/anomaly-sql.ts';
import { foldSql, foldText } from '../shared/search-text.ts';
import { APP_TIME_ZONE } from '../shared/timestamps.ts';

/**
 * The WHERE clause for a query over `donations d` (joined to users and sites or not). Values go
 * to `params` (appended, numbered from its current length); the SQL text holds only placeholders.
 * Leader, state and city are resolved to ids first (few users and sites, many donations), so
 * every condition is on a column of `d` that an index of migration 002 covers.
 */
export function donationFilterWhere(filter: DonationFilter, params: unknown[]): string {
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
  if (filter.listDonationId) conditions.push(`d.donation_id = ANY(${add(filter.listDonationId)}::text[])`);
  if (filter.quantity !== undefined) conditions.push(`d.quantity = ${add(filter.quantity)}`);
  if (filter.leaderCpf) conditions.push(`d.leader_id = ANY(ARRAY(SELECT fc.id FROM users fc WHERE fc.login = ${add(filter.leaderCpf)}))`);
  if (filter.quantityDivergent) conditions.push('d.quantity_divergent');
  if (filter.loadId) conditions.push(`d.load_id = ${add(filter.loadId)}::uuid`);
  const siteConditions: string[] = [];
  if (filter.state) siteConditions.push(`fs.state = ${add(filter.state)}`);
  if (filter.city) siteConditions.push(`${foldSql('fs.city')} = ${add(foldText(filter.city))}`);
  if (siteConditions.length > 0) {
    conditions.push(`d.site_id = ANY(ARRAY(SELECT fs.site_id FROM sites fs WHERE ${siteConditions.join(' AND ')}))`);
  }
  // Dates are days of the charity's calendar (São Paulo), inclusive at both ends. The day's
  // bounds are turned into instants so the condition is a range on d.created (indexed).
  const startOf = (day: string) => `(${day}::timestamp AT TIME ZONE '${APP_TIME_ZONE}')`;
  if (filter.dateFrom) conditions.push(`d.created >= ${startOf(`${add(filter.dateFrom)}::date`)}`);
  if (filter.dateTo) conditions.push(`d.created < ${startOf(`(${add(filter.dateTo)}::date + 1)`)}`);
  if (filter.anomaly) conditions.push(ANOMALY_SQL[filter.anomaly]);
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

export type { FilterNames };

/** A short pt-BR description of the filter, for a report's `details` (the same texts as the list's chips). */
export function describeFilter(filter: DonationFilter, names: FilterNames = {}): string[] {
  return filterCriteria(filter, names).map((criterion) => criterion.text);
}
