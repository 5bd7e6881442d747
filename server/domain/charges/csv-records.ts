import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { BATCH_MAX_CHARS, charsOf } from './csv-limits.ts';

/** One record of a CSV text: its cells, untrimmed, and the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';';
export type CsvNewline = '\r\n' | '\n' | '\r';

/** What the parser hands out: a record, or the line where a quoted cell began and never closed. */
export type CsvItem = CsvRecord | { unclosedQuoteLine: number };

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaksIn = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(LINE_BREAK)?.length ?? 0), 0);

/** Records taken from papaparse before it is paused for the caller to catch up (fewer when they are wide). */
const BATCH = 1_000;

/**
 * Parses CSV text with papaparse's step API as it arrives, one record at a time: after a batch
 * the parser and the text source are paused until the caller has taken it, so a large file is
 * never held whole. Leaving the loop early aborts the parser. Line numbers count physical lines
 * (a quoted cell may hold line breaks), so they match the file opened in a text editor; a blank
 * line comes out as a record with one empty cell.
 */
export async function* parseCsvRecords(
  text: AsyncIterable<string>,
  delimiter: CsvDelimiter,
  newline: CsvNewline,
): AsyncGenerator<CsvItem> {
  // One piece of text read ahead, not the stream's default 16: the file is pulled as it is parsed.
  const source = Readable.from(text, { highWaterMark: 1 });
  const parsed: Papa.ParseStepResult<string[]>[] = [];
  // Set by papaparse's callbacks (an object, so TypeScript does not narrow it to its first value).
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
      // Hold the parser and the source until the caller has taken these records.
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
