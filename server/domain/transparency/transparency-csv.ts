import {
  VOUCHER_FIGURES,
  VOUCHER_FIGURE_TEXTS,
  NOT_MEASURED_TEXTS,
  NOT_MEASURED_VALUE,
  type TransparencyFigures,
} from '#contract/transparency.ts';
import { COMPLAINT_CATEGORY_TEXTS, type ComplaintCategory } from '#contract/complaint-texts.ts';
import { encodeReportCsv } from '../../shared/report-csv.ts';

export const TRANSPARENCY_CSV_HEADER = ['Tema', 'Estado', 'Cidade', 'Figura', 'Valor'];

type Row = [string, string, string, string, string | number];

/**
 * Holds exactly what the JSON holds: counts already suppressed, no person, no place finer than a
 * city.
 */
export function transparencyCsv(
  figures: TransparencyFigures,
  about: readonly (readonly [string, string])[],
): Uint8Array {
  const rows: Row[] = about.map(([label, value]) => ['Arquivo', '', '', label, value]);
  rows.push(['Campanha', '', '', 'Primeiro dia', figures.campaign.firstDay ?? '']);
  rows.push(['Campanha', '', '', 'Último dia', figures.campaign.lastDay ?? '']);
  for (const place of figures.places) {
    for (const figure of VOUCHER_FIGURES)
      rows.push([
        'Cartões',
        place.state ?? 'Todos',
        place.city ?? 'Todas',
        VOUCHER_FIGURE_TEXTS[figure],
        place.cards[figure],
      ]);
    if (place.state === null)
      for (const figure of figures.notMeasured)
        rows.push(['Cartões', 'Todos', 'Todas', NOT_MEASURED_TEXTS[figure], NOT_MEASURED_VALUE]);
  }
  const { complaints } = figures;
  rows.push(['Reclamações', 'Todos', 'Todas', 'Recebidas', complaints.received]);
  rows.push(['Reclamações', 'Todos', 'Todas', 'Resolvidas', complaints.resolved]);
  for (const row of complaints.byCategory) {
    const name = COMPLAINT_CATEGORY_TEXTS[row.category as ComplaintCategory] ?? row.category;
    rows.push(['Reclamações', 'Todos', 'Todas', `${name}: recebidas`, row.received]);
    rows.push(['Reclamações', 'Todos', 'Todas', `${name}: resolvidas`, row.resolved]);
  }
  rows.push(['Reclamações', 'Todos', 'Todas', 'Respondidas', complaints.answered]);
  rows.push([
    'Reclamações',
    'Todos',
    'Todas',
    'Mediana de dias até a resposta',
    complaints.medianDaysToAnswer === null
      ? 'menos de 5 respostas'
      : complaints.medianDaysToAnswer.toLocaleString('pt-BR'),
  ]);
  return encodeReportCsv(TRANSPARENCY_CSV_HEADER, rows);
}
