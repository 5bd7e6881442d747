/** One record of a CSV text: its cells, untrimmed, and the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';';

/**
 * An incremental RFC 4180 reader: text goes in piece by piece (`push`), finished records come
 * out. Quoted cells may hold the delimiter, doubled quotes and line breaks. Line breaks are
 * CRLF, LF or CR, also when a CRLF is split between two pieces. Line numbers count physical
 * lines, so they match the file opened in a text editor.
 */
export class CsvTokenizer {
  private cells: string[] = [];
  private field = '';
  /** Inside a quoted cell. */
  private quoted = false;
  /** Just read a `"` inside a quoted cell: either the closing quote or the first of `""`. */
  private quoteEnd = false;
  /** The last character was a CR: a following LF belongs to the same line break. */
  private afterCr = false;
  /** Something (a cell, a delimiter) was read since the record began. */
  private started = false;
  /** Nothing read yet for the current cell: only here does a `"` open a quoted cell. */
  private atFieldStart = true;
  private line = 1;
  private recordLine = 1;

  constructor(private readonly delimiter: CsvDelimiter) {}

  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    const { delimiter } = this;
    const length = text.length;
    let i = 0;
    while (i < length) {
      const char = text[i]!;
      if (this.afterCr) {
        this.afterCr = false;
        if (char === '\n') {
          // The LF of a CRLF: the line was counted at the CR; inside quotes the cell keeps it.
          if (this.quoted && !this.quoteEnd) this.field += char;
          i += 1;
          continue;
        }
      }
      if (this.quoted) {
        if (this.quoteEnd) {
          this.quoteEnd = false;
          if (char === '"') {
            this.field += '"';
            i += 1;
            continue;
          }
          this.quoted = false; // the quote closed the cell; fall through to read `char` unquoted
        } else {
          if (char === '"') this.quoteEnd = true;
          else {
            if (char === '\n' || char === '\r') this.newLine(char);
            this.field += char;
          }
          i += 1;
          continue;
        }
      }
      if (char === delimiter) {
        this.cells.push(this.field);
        this.field = '';
        this.started = true;
        this.atFieldStart = true;
      } else if (char === '\n' || char === '\r') {
        this.newLine(char);
        this.endRecord(out);
      } else if (char === '"' && this.atFieldStart) {
        this.quoted = true;
        this.started = true;
        this.atFieldStart = false;
      } else {
        // Fast path: copy the run of ordinary characters at once.
        let end = i + 1;
        while (end < length) {
          const next = text[end];
          if (next === delimiter || next === '\n' || next === '\r' || next === '"') break;
          end += 1;
        }
        this.field += text.slice(i, end);
        this.started = true;
        this.atFieldStart = false;
        i = end;
        continue;
      }
      i += 1;
    }
    return out;
  }

  /**
   * The last record, when the text does not end with a line break. `unclosedQuoteLine` is the
   * line where a quoted cell began that never closed (everything after it was swallowed).
   */
  end(): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
    if (this.quoted && !this.quoteEnd) {
      return { records: [], unclosedQuoteLine: this.recordLine };
    }
    this.quoted = false;
    this.quoteEnd = false;
    const out: CsvRecord[] = [];
    if (this.started || this.field !== '') this.endRecord(out);
    return { records: out, unclosedQuoteLine: null };
  }

  private newLine(char: string) {
    this.line += 1;
    if (char === '\r') this.afterCr = true;
  }

  private endRecord(out: CsvRecord[]) {
    this.cells.push(this.field);
    out.push({ line: this.recordLine, cells: this.cells });
    this.cells = [];
    this.field = '';
    this.started = false;
    this.atFieldStart = true;
    this.recordLine = this.line;
  }
}
