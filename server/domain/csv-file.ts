import Papa from 'papaparse';

/** One data line of a CSV file, cells keyed by the (lower-cased) header names. */
export interface CsvRow {
  /** 1-based line in the file: the header is line 1. */
  line: number;
  cells: Record<string, string>;
  /** How many cells the line had, to catch a delimiter inside an unquoted value. */
  cellCount: number;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
  /** Lines Papa Parse could not read (an unclosed quote, for example). */
  brokenLines: number[];
}

const BOM = [0xef, 0xbb, 0xbf];
/** Signatures of files people pick by mistake: xlsx/zip, pdf, png, jpeg, gzip, old Excel. */
const BINARY_SIGNATURES = [[0x50, 0x4b, 0x03, 0x04], [0x25, 0x50, 0x44, 0x46], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x1f, 0x8b], [0xd0, 0xcf, 0x11, 0xe0]];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** Control characters a text spreadsheet never holds (tab, CR and LF are fine). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The text of a CSV file: the BOM dropped; UTF-8 when the bytes are valid UTF-8, otherwise
 * Windows-1252 (Excel pt-BR's "CSV (separado por vírgulas)"). Null when the bytes are not text.
 */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  if (bytes.length === 0 || BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return null;
  const body = startsWith(bytes, BOM) ? bytes.subarray(BOM.length) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  if (CONTROL.test(text) || text.trim() === '') return null;
  return text;
}

/** `;` when the header line has more semicolons than commas, else `,`. */
function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Splits the text into a header and data rows; blank lines are skipped but still counted. */
export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const [headerCells = [], ...lines] = parsed.data;
  const header = headerCells.map((cell) => cell.trim().toLowerCase());
  const rows: CsvRow[] = [];
  lines.forEach((cells, index) => {
    if (isBlank(cells)) return;
    const record: Record<string, string> = {};
    header.forEach((name, column) => {
      record[name] = (cells[column] ?? '').trim();
    });
    rows.push({ line: index + 2, cells: record, cellCount: cells.length });
  });
  const brokenLines = parsed.errors.map((error) => (error.row ?? 0) + 1);
  return { header, rows, brokenLines };
}
