import { ANOMALY_TEXTS } from './anomalies.ts';
import { VOUCHER_CATEGORY_TEXTS } from './voucher-categories.ts';
import type { DonationFilter, DonationFilterField } from './donation-filter.ts';
import { donationStatusText } from './status-texts.ts';
import { FAMILY_ANSWER_FILTER_TEXTS } from './family-answers.ts';

/** Names the filter's ids stand for, when they are known. */
export interface FilterNames {
  siteName?: string;
  packageName?: string;
  /** The leader a `leaderId` names. */
  leaderName?: string;
}

/** One criterion of a filter, in pt-BR: what a report's details list and what a chip on the list says. */
export interface FilterCriterion {
  field: DonationFilterField;
  text: string;
}

const ddMMyyyy = (day: string) => day.split('-').reverse().join('/');

/**
 * The criteria a filter holds, in a fixed order, each as a short pt-BR text. The report's
 * `details` (server) and the donation list's removable chips (app) both say them this way.
 */
export function filterCriteria(
  filter: DonationFilter,
  { siteName, packageName, leaderName }: FilterNames = {},
): FilterCriterion[] {
  const criteria: FilterCriterion[] = [];
  const add = (field: DonationFilterField, text: string) => criteria.push({ field, text });
  if (filter.leaderName) add('leaderName', `Líder: ${filter.leaderName}`);
  if (filter.siteId !== undefined) add('siteId', `Unidade: ${siteName ?? filter.siteId}`);
  if (filter.status !== undefined) add('status', `Status: ${donationStatusText(filter.status)}`);
  if (filter.listDonationId) {
    const [shown, rest] = [filter.listDonationId.slice(0, 3), filter.listDonationId.length - 3];
    add('listDonationId', `Doações: ${shown.join(', ')}${rest > 0 ? ` e mais ${rest}` : ''}`);
  }
  if (filter.city) add('city', `Cidade: ${filter.city}`);
  if (filter.state) add('state', `UF: ${filter.state}`);
  if (filter.dateFrom) add('dateFrom', `De: ${ddMMyyyy(filter.dateFrom)}`);
  if (filter.dateTo) add('dateTo', `Até: ${ddMMyyyy(filter.dateTo)}`);
  if (filter.anomaly) add('anomaly', `Alerta: ${ANOMALY_TEXTS[filter.anomaly]}`);
  if (filter.quantity !== undefined) add('quantity', `Cartões: ${filter.quantity}`);
  if (filter.leaderCpf) add('leaderCpf', `CPF do líder: ${filter.leaderCpf}`);
  if (filter.quantityDivergent) add('quantityDivergent', 'Quantidade recebida divergente');
  if (filter.loadId) add('loadId', `Pacote: ${packageName ?? filter.loadId}`);
  // The overview's links (docs/product.md R12.3).
  if (filter.leaderId) add('leaderId', `Líder: ${leaderName ?? 'escolhido na visão geral'}`);
  if (filter.pastDeadline) add('pastDeadline', 'Prazo de entrega vencido');
  if (filter.cards) add('cards', VOUCHER_CATEGORY_TEXTS[filter.cards]);
  if (filter.deliveredFrom) add('deliveredFrom', `Entregas de: ${ddMMyyyy(filter.deliveredFrom)}`);
  if (filter.deliveredTo) add('deliveredTo', `Entregas até: ${ddMMyyyy(filter.deliveredTo)}`);
  if (filter.familyAnswer) add('familyAnswer', FAMILY_ANSWER_FILTER_TEXTS[filter.familyAnswer]);
  return criteria;
}
