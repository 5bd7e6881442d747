import Papa from 'papaparse';
import { neutraliseCell } from './csv-cell.ts';

/**
 * A CSV that Excel pt-BR opens as columns: `;` separated, CRLF, UTF-8 with BOM. Cells that
 * start like a formula and are not plain numbers are prefixed with ' (csv-cell.ts), so a name
 * typed by someone cannot run and a negative coordinate stays a number.
 */
export function encodeReportCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Uint8Array {
  const csv = Papa.unparse(
    {
      fields: header.map(neutraliseCell),
      data: rows.map((row) => row.map((cell) => neutraliseCell(String(cell)))),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: false, quotes: false },
  );
  return new TextEncoder().encode(`\uFEFF${csv}\r\n`);
}
