import { decodeChunks, type CsvEncoding, type OpenBytes } from './csv-bytes.ts';
import {
  parseCsvRecords,
  type CsvDelimiter,
  type CsvNewline,
  type CsvRecord,
} from './csv-records.ts';
import {
  BATCH_MAX_CHARS,
  charsOf,
  csvLimitMessages,
  MAX_COLUMNS,
  MAX_HEADER_BYTES,
  MAX_LINES,
} from './csv-limits.ts';

export interface CsvRow {
  line: number;
  cells: Record<string, string>;
  /** To catch a delimiter inside an unquoted value; Excel's trailing `;;` cells are not counted. */
  cellCount: number;
  otherDelimiter: boolean;
}

export interface CsvHeader {
  names: string[];
  delimiter: CsvDelimiter;
  rawLine: string;
}

export interface CsvChunk {
  rows: CsvRow[];
  brokenLines: number[];
  tooManyLines?: true;
}

export interface CsvReader {
  header: CsvHeader | null;
  problem: string | null;
  chunks(size: number): AsyncGenerator<CsvChunk>;
}

function delimiterOf(line: string): CsvDelimiter {
  const count = (char: string) => line.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const firstLineOf = (text: string) => text.split(/\r\n|\n|\r/, 1)[0] ?? '';

function withoutTrailingBlanks(cells: readonly string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end -= 1;
  return cells.slice(0, end);
}

/** A CR is only known to stand alone once the next character is seen. */
function newlineOf(text: string): CsvNewline | null {
  const found = /\r\n|\n|\r(?=[^\n])/.exec(text);
  return found ? (found[0] as CsvNewline) : null;
}

async function* prepend(first: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  try {
    if (first !== '') yield first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return(undefined);
  }
}

/** Nothing holds the whole text or every line at once. */
export async function openCsv(open: OpenBytes, encoding: CsvEncoding): Promise<CsvReader> {
  const pieces = decodeChunks(open, encoding);
  let pending = '';
  let newline = newlineOf(pending);
  const refused = (problem: string): CsvReader => {
    void pieces.return(undefined);
    return { header: null, problem, chunks: async function* () {} };
  };
  while (newline === null) {
    // A header that never ends is refused before it grows: the bound keeps this loop linear.
    if (pending.length > MAX_HEADER_BYTES) return refused(csvLimitMessages.headerTooLong);
    const next = await pieces.next();
    if (next.done) break;
    pending += next.value;
    newline = newlineOf(pending);
  }
  const rawLine = firstLineOf(pending);
  if (rawLine.length > MAX_HEADER_BYTES) return refused(csvLimitMessages.headerTooLong);
  const delimiter = delimiterOf(rawLine);
  const records = parseCsvRecords(
    prepend(pending, pieces),
    delimiter,
    newline ?? (pending.endsWith('\r') ? '\r' : '\n'),
  );
  let unclosedQuoteLine: number | null = null;

  const take = async (): Promise<CsvRecord | undefined> => {
    const next = await records.next();
    if (next.done) return undefined;
    if ('unclosedQuoteLine' in next.value) {
      unclosedQuoteLine = next.value.unclosedQuoteLine;
      return undefined;
    }
    return next.value;
  };
  const headerRecord = await take();
  if (headerRecord === undefined)
    return { header: null, problem: null, chunks: async function* () {} };
  const names = withoutTrailingBlanks(headerRecord.cells).map((cell) => cell.trim().toLowerCase());
  if (names.length > MAX_COLUMNS) return refused(csvLimitMessages.tooManyColumns);
  const other = delimiter === ',' ? ';' : ',';

  const toRow = (record: CsvRecord): CsvRow => {
    const { cells } = record;
    const row: Record<string, string> = {};
    names.forEach((name, column) => {
      row[name] = (cells[column] ?? '').trim();
    });
    const cellCount = Math.max(
      Math.min(cells.length, names.length),
      withoutTrailingBlanks(cells).length,
    );
    return {
      line: record.line,
      cells: row,
      cellCount,
      otherDelimiter: cellCount < names.length && cells.some((cell) => cell.includes(other)),
    };
  };

  return {
    header: { names, delimiter, rawLine },
    problem: null,
    async *chunks(size: number) {
      let rows: CsvRow[] = [];
      let chars = 0;
      for (;;) {
        const record = await take();
        if (record === undefined) break;
        if (record.line > MAX_LINES + 1) {
          await records.return(undefined);
          yield { rows, brokenLines: [], tooManyLines: true };
          return;
        }
        if (record.cells.every((cell) => cell.trim() === '')) continue;
        rows.push(toRow(record));
        chars += charsOf(record.cells);
        if (rows.length >= size || chars >= BATCH_MAX_CHARS) {
          yield { rows, brokenLines: [] };
          rows = [];
          chars = 0;
        }
      }
      const brokenLines = unclosedQuoteLine === null ? [] : [unclosedQuoteLine];
      if (rows.length > 0 || brokenLines.length > 0) yield { rows, brokenLines };
    },
  };
}
