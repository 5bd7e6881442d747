import type { Db } from '../../db/db.ts';
import type { ChargeType } from '#contract/charges.ts';
import type { CsvRow } from './csv-file.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import type { SeenKeys } from './seen-keys.ts';

export const CHARGE_LABELS: Record<ChargeType, string> = {
  voucher: 'Cartão',
  user: 'Líder',
  donation: 'Pacote',
  transfer: 'Transferência',
  site: 'Unidade',
  statement: 'Extrato do cartão',
};

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
  loadId: string;
  protection: DataProtection;
}

export type ChunkValidator<T> = (rows: readonly CsvRow[]) => Promise<Validation<T>>;

export type ChunkWriter<T> = (rows: readonly ValidatedRow<T>[]) => Promise<void>;

/**
 * The writer runs only when no line has an error, in the charge's single transaction, a chunk at a
 * time.
 */
export interface ChargeHandler<T> {
  columns: readonly string[];
  optionalColumns?: readonly string[];
  finalStatus?: string;
  validator(db: Db, now: Date, protection: DataProtection): ChunkValidator<T>;
  prepare?(rows: readonly ValidatedRow<T>[]): Promise<ValidatedRow<T>[]>;
  applier(ctx: ApplyContext): ChunkWriter<T>;
}

/** The embedded database runs on the server's own thread: short batches never hold it long. */
export const APPLY_BATCH = 2_000;

/** The event loop takes a turn between slices, so requests get in while a file is written. */
export async function* batches<T>(items: readonly T[], size = APPLY_BATCH): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    yield items.slice(start, start + size);
  }
}

export class ApplyConflict extends Error {}

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

export function cell(row: CsvRow, column: string): string {
  return row.cells[column.toLowerCase()] ?? '';
}

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
