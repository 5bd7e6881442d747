import Papa from 'papaparse';

/**
 * A CSV that Excel pt-BR opens as columns: `;` separated, CRLF, UTF-8 with BOM. Cells that
 * start like a formula (= + - @) are prefixed with ' so a name typed by someone cannot run.
 */
export function encodeReportCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): Uint8Array {
  const csv = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : cell))) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true, quotes: false },
  );
  return new TextEncoder().encode(`\uFEFF${csv}\r\n`);
}
