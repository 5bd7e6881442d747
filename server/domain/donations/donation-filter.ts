import { badRequest } from '../../http/errors.ts';
import { DONATION_ID_PATTERN } from './donation-queries.ts';
import { positiveInt } from '../shared/numbers.ts';
import { foldSql, foldText } from '../shared/search-text.ts';
import { donationStatusText, isDonationStatus, type DonationStatus } from '../shared/status-texts.ts';
import { APP_TIME_ZONE, isDateOnly } from '../shared/timestamps.ts';

/** The filter of GET /filter/donation and of the donation and voucher reports. */
export interface DonationFilter {
  leaderName?: string;
  siteId?: number;
  status?: DonationStatus;
  listDonationId?: string[];
  state?: string;
  city?: string;
  dateFrom?: string;
  dateTo?: string;
}

const MAX_IDS = 200;
const UF = /^[A-Z]{2}$/;

/** A query string value or a JSON value as text; '' when absent or blank. */
function text(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badRequest(`O filtro ${field} é inválido.`);
}

function donationIds(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map((item) => text(item, 'listDonationId'))
    : text(value, 'listDonationId').split(',');
  const ids = [...new Set(parts.map((part) => part.trim().toUpperCase()).filter((part) => part !== ''))];
  if (ids.length > MAX_IDS) throw badRequest(`Informe no máximo ${MAX_IDS} códigos de doação.`);
  for (const id of ids) {
    if (!DONATION_ID_PATTERN.test(id)) throw badRequest(`Código de doação inválido: ${id}.`);
  }
  return ids;
}

/**
 * Validates the filter fields (from a query string or a JSON body); unknown fields are ignored.
 * Every message says which field is wrong.
 */
export function parseDonationFilter(input: Record<string, unknown>): DonationFilter {
  const filter: DonationFilter = {};

  const leaderName = text(input.leaderName, 'leaderName');
  if (leaderName !== '') {
    if (leaderName.length < 2 || leaderName.length > 120) throw badRequest('O nome do líder deve ter de 2 a 120 caracteres.');
    filter.leaderName = leaderName;
  }

  const siteId = text(input.siteId, 'siteId');
  if (siteId !== '') {
    const id = positiveInt(siteId, 2_147_483_647);
    if (id === null) throw badRequest('Unidade inválida.');
    filter.siteId = id;
  }

  const status = text(input.status, 'status');
  if (status !== '') {
    const n = Number(status);
    if (!/^\d$/.test(status) || !isDonationStatus(n)) throw badRequest('Status inválido: use um número de 1 a 6.');
    filter.status = n;
  }

  const ids = input.listDonationId === undefined ? [] : donationIds(input.listDonationId);
  if (ids.length > 0) filter.listDonationId = ids;

  const state = text(input.state, 'state').toUpperCase();
  if (state !== '') {
    if (!UF.test(state)) throw badRequest('UF inválida.');
    filter.state = state;
  }

  const city = text(input.city, 'city');
  if (city !== '') {
    if (city.length < 2 || city.length > 120) throw badRequest('Cidade inválida.');
    filter.city = city;
  }

  const dateFrom = text(input.dateFrom, 'dateFrom');
  if (dateFrom !== '') {
    if (!isDateOnly(dateFrom)) throw badRequest('Data inicial inválida: use AAAA-MM-DD.');
    filter.dateFrom = dateFrom;
  }
  const dateTo = text(input.dateTo, 'dateTo');
  if (dateTo !== '') {
    if (!isDateOnly(dateTo)) throw badRequest('Data final inválida: use AAAA-MM-DD.');
    filter.dateTo = dateTo;
  }
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) {
    throw badRequest('A data inicial deve ser igual ou anterior à data final.');
  }
  return filter;
}

export function criteriaCount(filter: DonationFilter): number {
  return Object.values(filter).filter((value) => value !== undefined).length;
}

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
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

/** A short pt-BR description of the filter, for a report's `details`. */
export function describeFilter(filter: DonationFilter, siteName?: string): string[] {
  const parts: string[] = [];
  if (filter.leaderName) parts.push(`Líder: ${filter.leaderName}`);
  if (filter.siteId !== undefined) parts.push(`Unidade: ${siteName ?? filter.siteId}`);
  if (filter.status !== undefined) parts.push(`Status: ${donationStatusText(filter.status)}`);
  if (filter.listDonationId) {
    const [shown, rest] = [filter.listDonationId.slice(0, 3), filter.listDonationId.length - 3];
    parts.push(`Doações: ${shown.join(', ')}${rest > 0 ? ` e mais ${rest}` : ''}`);
  }
  if (filter.city) parts.push(`Cidade: ${filter.city}`);
  if (filter.state) parts.push(`UF: ${filter.state}`);
  if (filter.dateFrom) parts.push(`De: ${filter.dateFrom.split('-').reverse().join('/')}`);
  if (filter.dateTo) parts.push(`Até: ${filter.dateTo.split('-').reverse().join('/')}`);
  return parts;
}
