import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { BATCH_MAX_CHARS, charsOf } from './csv-limits.ts';

export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';';
export type CsvNewline = '\r\n' | '\n' | '\r';

export type CsvItem = CsvRecord | { unclosedQuoteLine: number };

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaksIn = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(LINE_BREAK)?.length ?? 0), 0);

const BATCH = 1_000;

/**
 * Paused after each batch until taken, so a large file is never held whole; line numbers count
 * physical lines.
 */
export async function* parseCsvRecords(
  text: AsyncIterable<string>,
  delimiter: CsvDelimiter,
  newline: CsvNewline,
): AsyncGenerator<CsvItem> {
  // One piece of text read ahead, not the stream's default 16: the file is pulled as it is parsed.
  const source = Readable.from(text, { highWaterMark: 1 });
  const parsed: Papa.ParseStepResult<string[]>[] = [];
  const held: { parser: Papa.Parser | null; latest: Papa.Parser | null } = {
    parser: null,
    latest: null,
  };
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;

  let batchChars = 0;
  Papa.parse<string[]>(source as unknown as File, {
    delimiter,
    newline,
    step(results, parser) {
      parsed.push(results);
      held.latest = parser;
      batchChars += charsOf(results.data);
      if (parsed.length < BATCH && batchChars < BATCH_MAX_CHARS) return;
      batchChars = 0;
      parser.pause();
      source.pause();
      held.parser = parser;
      wake?.();
    },
    complete() {
      finished = true;
      wake?.();
    },
    error(error: Error) {
      failure = error;
      wake?.();
    },
  });

  let line = 1;
  try {
    for (;;) {
      const results = parsed.shift();
      if (results) {
        // papaparse swallows the rest of the file into the cell whose quote never closed.
        if (results.errors.some((error) => error.code === 'MissingQuotes')) {
          yield { unclosedQuoteLine: line };
          return;
        }
        yield { line, cells: results.data };
        line += 1 + lineBreaksIn(results.data);
        continue;
      }
      if (failure !== null) throw failure;
      if (finished) return;
      const waiting = new Promise<void>((resolve) => (wake = resolve));
      const paused = held.parser;
      held.parser = null;
      if (paused) {
        source.resume();
        paused.resume();
      }
      await waiting;
      wake = null;
    }
  } finally {
    if (!finished) {
      held.latest?.abort();
      source.destroy();
    }
  }
}
