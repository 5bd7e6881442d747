import type { Db } from '../../db/db.ts';
import type { ChargeType } from '#contract/charges.ts';
import type { CsvRow } from './csv-file.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import type { SeenKeys } from './seen-keys.ts';

/** The names the app shows for each type (docs/product.md R2.18 /charge/add). */
export const LOAD_LABELS: Record<ChargeType, string> = {
  voucher: 'Cartão',
  user: 'Líder',
  donation: 'Pacote',
  transfer: 'Transferência',
  site: 'Unidade',
  statement: 'Extrato do cartão',
};

/** A problem on one line; `duplicate` errors alone make the load 'Dados duplicados'. */
export interface RowError {
  line: number;
  message: string;
  kind: 'invalid' | 'duplicate';
}

export interface ValidatedRow<T> {
  line: number;
  value: T;
}

export interface Validation<T> {
  rows: ValidatedRow<T>[];
  errors: RowError[];
}

export interface ApplyContext {
  tx: Db;
  now: Date;
  /** The load being applied: what the rows it creates record as their origin. */
  loadId: string;
  /** Seals the identifiers the rows carry and hashes CPFs to find accounts. */
  protection: DataProtection;
}

/** Checks one chunk of lines; called for every chunk of a file, in file order. */
export type ChunkValidator<T> = (rows: readonly CsvRow[]) => Promise<Validation<T>>;

/** Writes one chunk of valid lines; called for every chunk of a file, in file order. */
export type ChunkWriter<T> = (rows: readonly ValidatedRow<T>[]) => Promise<void>;

/**
 * One kind of charge file. `validator` makes the checker for one file (it remembers what it
 * must across chunks, e.g. keys already seen); it reads the database but never writes.
 * `applier` makes the writer, which runs only when no line has an error, inside the load's
 * single transaction; it too gets the lines a chunk at a time (the file is never held whole),
 * remembers what it must across chunks, and writes in batches.
 */
export interface LoadHandler<T> {
  columns: readonly string[];
  /** Columns a file may add; when absent their cells read as empty. */
  optionalColumns?: readonly string[];
  /** The status of a file whose lines are all good; 'Processado com sucesso' unless given. */
  finalStatus?: string;
  validator(db: Db, now: Date, protection: DataProtection): ChunkValidator<T>;
  /** Slow work outside the transaction (password hashing), a chunk at a time. */
  prepare?(rows: readonly ValidatedRow<T>[]): Promise<ValidatedRow<T>[]>;
  applier(ctx: ApplyContext): ChunkWriter<T>;
}

/**
 * Rows per multi-row INSERT … SELECT FROM unnest(…): one round trip per batch, and short enough
 * that the embedded database, which runs on the server's own thread, never holds it for long.
 */
export const APPLY_BATCH = 2_000;

/**
 * `items` in consecutive slices of at most `size`. Before each slice after the first the event
 * loop takes its turn: awaiting one statement after another would otherwise let no request in
 * until the whole file is written.
 */
export async function* batches<T>(items: readonly T[], size = APPLY_BATCH): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    yield items.slice(start, start + size);
  }
}

/** Raised inside apply when the database changed since validation; the load is then 'Erro no processamento'. */
export class ApplyConflict extends Error {}

/** Collects errors for one line while its cells are checked. */
export class LineCheck {
  readonly errors: RowError[] = [];
  constructor(readonly line: number) {}

  invalid(message: string): void {
    this.errors.push({ line: this.line, message, kind: 'invalid' });
  }

  duplicate(message: string): void {
    this.errors.push({ line: this.line, message, kind: 'duplicate' });
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }
}

/** Flags a key seen on an earlier line of the same file; returns true when it is new. */
export function firstInFile(seen: SeenKeys, key: string, check: LineCheck, label: string): boolean {
  const earlier = seen.firstLine(key, check.line);
  if (earlier !== undefined) {
    check.duplicate(`${label} repetido no arquivo (já aparece na linha ${earlier}).`);
    return false;
  }
  return true;
}

export function lengthBetween(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

/** The trimmed value of a column (header names are matched case-insensitively). */
export function cell(row: CsvRow, column: string): string {
  return row.cells[column.toLowerCase()] ?? '';
}

/** Runs `perLine` for every row and gathers rows and errors. */
export function validateLines<T>(
  rows: readonly CsvRow[],
  perLine: (row: CsvRow, check: LineCheck) => T | null,
): Validation<T> {
  const result: Validation<T> = { rows: [], errors: [] };
  for (const row of rows) {
    const check = new LineCheck(row.line);
    const value = perLine(row, check);
    if (check.ok && value !== null) result.rows.push({ line: row.line, value });
    if (!check.ok) result.errors.push(...check.errors);
  }
  return result;
}
