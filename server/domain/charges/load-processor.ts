import type { Db } from '../../db/db.ts';
import type { CsvChunk, CsvReader } from './csv-file.ts';
import { EMPTY_FILE_MESSAGE, NOT_CSV_MESSAGE, type CsvOpening } from './csv-opening.ts';
import { csvLimitMessages, MAX_LINES } from './csv-limits.ts';
import { donationLoad } from './load-donation.ts';
import { LoadErrors } from './load-errors.ts';
import { headerProblem, type LoadColumns } from './load-header.ts';
import { finishLoad } from './load-queries.ts';
import { siteLoad } from './load-site.ts';
import { statementLoad } from './load-statement.ts';
import { transferLoad } from './load-transfer.ts';
import { type LoadHandler, type RowError } from './load-types.ts';
import { LoadSpool } from './load-spool.ts';
import { userLoad } from './load-user.ts';
import { voucherLoad } from './load-voucher.ts';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

const APPLY_FAILED_MESSAGE =
  'Erro ao gravar os dados; nada foi aplicado. Envie o arquivo novamente.';

/**
 * Lines validated per round of database look-ups: few enough that a look-up on the embedded
 * database (it runs on the server's own thread) keeps the event loop free between requests.
 */
const VALIDATION_CHUNK = 1_000;

/** Either the reason nothing is applied, or the lines of a good file, spooled, and how to apply them. */
type Plan =
  | { rows: number; status: string; errors: LoadErrors }
  | { rows: number; finalStatus: string; apply: (tx: Db) => Promise<void> };

/** Where a load's valid lines wait for its apply (load-spool.ts): spools it opens are removed when the load ends. */
type OpenSpool = () => Promise<LoadSpool<unknown>>;

// Each handler validates and applies its own line type; the processor only moves them along,
// so it sees them as LoadHandler<unknown> (apply takes T, hence the casts).
const handlers: { [K in ChargeType]: LoadHandler<unknown> } = {
  voucher: voucherLoad as LoadHandler<unknown>,
  donation: donationLoad as LoadHandler<unknown>,
  site: siteLoad as LoadHandler<unknown>,
  transfer: transferLoad as LoadHandler<unknown>,
  user: userLoad as LoadHandler<unknown>,
  statement: statementLoad as LoadHandler<unknown>,
};

const columnsByType = Object.fromEntries(
  Object.entries(handlers).map(([type, handler]) => [type, handler.columns]),
) as LoadColumns;
const optionalColumnsByType: Partial<LoadColumns> = Object.fromEntries(
  Object.entries(handlers).map(([type, handler]) => [type, handler.optionalColumns ?? []]),
);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Lines that cannot be interpreted: an unclosed quote, or more/fewer cells than the header. */
function structuralErrors(chunk: CsvChunk, headerLength: number): RowError[] {
  const errors: RowError[] = chunk.brokenLines.map((line) => ({
    line,
    message: 'Linha ilegível: aspas sem fechamento.',
    kind: 'invalid',
  }));
  for (const row of chunk.rows) {
    if (row.cellCount === headerLength) continue;
    const message = row.otherDelimiter
      ? 'A linha usa um separador diferente do cabeçalho: use o mesmo (vírgula ou ponto e vírgula) em todo o arquivo.'
      : `A linha tem ${plural(row.cellCount, 'coluna', 'colunas')}; o cabeçalho tem ${headerLength}.`;
    errors.push({ line: row.line, message, kind: 'invalid' });
  }
  return errors;
}

/**
 * Reads the file chunk by chunk, validating each against the database as it comes, and spools
 * the valid lines. All or nothing: once a line fails, nothing more is spooled (nothing will be
 * applied) and only errors are gathered, so the admin gets every problem of the file at once.
 */
async function plan(
  db: Db,
  protection: DataProtection,
  handler: LoadHandler<unknown>,
  csv: CsvReader,
  load: PendingLoad,
  openSpool: OpenSpool,
): Promise<Plan> {
  const { type, uploadedAt: now, id: loadId } = load;
  const errors = new LoadErrors();
  const { header } = csv;
  const invalidHeader =
    csv.problem ?? headerProblem(header, type, columnsByType, optionalColumnsByType);
  if (invalidHeader !== null || header === null) {
    errors.add([
      { line: 1, message: invalidHeader ?? 'O arquivo não tem cabeçalho.', kind: 'invalid' },
    ]);
    return { rows: 0, status: CHARGE_STATUS.invalidFile, errors };
  }
  const headerLength = header.names.length;
  const validate = handler.validator(db, now, protection);
  const valid = await openSpool();
  let rows = 0;

  for await (const chunk of csv.chunks(VALIDATION_CHUNK)) {
    if (chunk.tooManyLines) {
      const tooMany = new LoadErrors();
      tooMany.add([
        { line: MAX_LINES + 2, message: csvLimitMessages.tooManyLines, kind: 'invalid' },
      ]);
      return { rows: rows + chunk.rows.length, status: CHARGE_STATUS.invalidFile, errors: tooMany };
    }
    rows += chunk.rows.length + chunk.brokenLines.length;
    const structural = structuralErrors(chunk, headerLength);
    const unreadable = new Set(structural.map((error) => error.line));
    const validation = await validate(chunk.rows.filter((row) => !unreadable.has(row.line)));
    errors.add([...structural, ...validation.errors].sort((a, b) => a.line - b.line));
    if (errors.empty) await valid.append(validation.rows);
  }

  if (rows === 0) {
    errors.add([
      { line: 2, message: 'O arquivo não tem linhas de dados: só o cabeçalho.', kind: 'invalid' },
    ]);
    return { rows, status: CHARGE_STATUS.invalidFile, errors };
  }
  if (!errors.empty) {
    return {
      rows,
      status: errors.onlyDuplicates ? CHARGE_STATUS.duplicated : CHARGE_STATUS.inconsistent,
      errors,
    };
  }
  const ready = handler.prepare ? await prepared(valid, handler.prepare, openSpool) : valid;
  return {
    rows,
    finalStatus: handler.finalStatus ?? CHARGE_STATUS.success,
    apply: async (tx) => {
      const write = handler.applier({ tx, now, loadId, protection });
      for await (const chunk of ready.chunks()) await write(chunk);
    },
  };
}

/** The spooled lines after the handler's slow preparation (outside the transaction), spooled again. */
async function prepared(
  valid: LoadSpool<unknown>,
  prepare: NonNullable<LoadHandler<unknown>['prepare']>,
  openSpool: OpenSpool,
): Promise<LoadSpool<unknown>> {
  const ready = await openSpool();
  for await (const chunk of valid.chunks()) await ready.append(await prepare(chunk));
  await valid.remove();
  return ready;
}

/** The load a job works on: recorded 'Em processamento' at upload, its file in the store. */
export interface PendingLoad {
  id: string;
  type: ChargeType;
  /** The upload's time: the file is judged as of when it was sent. */
  uploadedAt: Date;
}

/**
 * Validates the stored file and, when every line is good, applies it; either way the load gets
 * its final status in the same transaction. False when the load was no longer 'Em processamento'
 * (another try finished it), in which case nothing is applied.
 */
export async function processLoad(
  db: Db,
  protection: DataProtection,
  load: PendingLoad,
  opening: CsvOpening,
  dataDir: string,
): Promise<boolean> {
  if (opening.kind !== 'text') {
    const errors = new LoadErrors();
    if (opening.kind === 'out-of-bounds') errors.add([{ ...opening.problem, kind: 'invalid' }]);
    else
      errors.add([
        {
          line: 1,
          message: opening.kind === 'empty' ? EMPTY_FILE_MESSAGE : NOT_CSV_MESSAGE,
          kind: 'invalid',
        },
      ]);
    return db.transaction((tx) =>
      finishLoad(tx, load.id, { status: CHARGE_STATUS.invalidFile, rows: 0 }, errors),
    );
  }
  const spools: LoadSpool<unknown>[] = [];
  const openSpool: OpenSpool = async () => {
    const spool = await LoadSpool.open(dataDir, protection);
    spools.push(spool);
    return spool;
  };
  try {
    const decided = await plan(db, protection, handlers[load.type], opening.csv, load, openSpool);
    if (!('apply' in decided)) {
      return await db.transaction((tx) => finishLoad(tx, load.id, decided, decided.errors));
    }
    return await db.transaction(async (tx) => {
      // Claimed first, so a second try of the same load waits here and then finds it finished.
      if (
        !(await finishLoad(
          tx,
          load.id,
          { status: decided.finalStatus, rows: decided.rows },
          new LoadErrors(),
        ))
      )
        return false;
      await decided.apply(tx);
      return true;
    });
  } finally {
    await Promise.all(spools.map((spool) => spool.remove()));
  }
}

/** After the last try failed: the load is 'Erro no processamento' and nothing of it was applied. */
export async function failLoad(
  db: Db,
  loadId: string,
  message: string = APPLY_FAILED_MESSAGE,
): Promise<void> {
  const failure = new LoadErrors();
  failure.add([{ line: 0, message, kind: 'invalid' }]);
  await db.transaction((tx) => finishLoad(tx, loadId, { status: CHARGE_STATUS.failed }, failure));
}
