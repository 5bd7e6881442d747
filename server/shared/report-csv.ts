import Papa from 'papaparse';
import { neutraliseCell } from './csv-cell.ts';

/** Excel pt-BR: `;` separated, CRLF, UTF-8 with BOM; formula-like cells escaped (csv-cell.ts). */
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
