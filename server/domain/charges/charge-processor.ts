import type { Db } from '../../db/db.ts';
import type { CsvChunk, CsvReader } from './csv-file.ts';
import { EMPTY_FILE_MESSAGE, NOT_CSV_MESSAGE, type CsvOpening } from './csv-opening.ts';
import { csvLimitMessages, MAX_LINES } from './csv-limits.ts';
import { donationCharge } from './charge-donation.ts';
import { ChargeErrors } from './charge-errors.ts';
import { headerProblem, type ChargeColumns } from './charge-header.ts';
import { finishCharge } from './charge-queries.ts';
import { siteCharge } from './charge-site.ts';
import { statementCharge } from './charge-statement.ts';
import { transferCharge } from './charge-transfer.ts';
import { type ChargeHandler, type RowError } from './charge-types.ts';
import { ChargeSpool } from './charge-spool.ts';
import { userCharge } from './charge-user.ts';
import { voucherCharge } from './charge-voucher.ts';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

const APPLY_FAILED_MESSAGE =
  'Erro ao gravar os dados; nada foi aplicado. Envie o arquivo novamente.';

/**
 * The embedded database runs on the server's thread: small rounds keep the loop free between
 * requests.
 */
const VALIDATION_CHUNK = 1_000;

type Plan =
  | { rows: number; status: string; errors: ChargeErrors }
  | { rows: number; finalStatus: string; apply: (tx: Db) => Promise<void> };

type OpenSpool = () => Promise<ChargeSpool<unknown>>;

// Each handler validates and applies its own line type; the processor sees them as
// ChargeHandler<unknown>.
const handlers: { [K in ChargeType]: ChargeHandler<unknown> } = {
  voucher: voucherCharge as ChargeHandler<unknown>,
  donation: donationCharge as ChargeHandler<unknown>,
  site: siteCharge as ChargeHandler<unknown>,
  transfer: transferCharge as ChargeHandler<unknown>,
  user: userCharge as ChargeHandler<unknown>,
  statement: statementCharge as ChargeHandler<unknown>,
};

const columnsByType = Object.fromEntries(
  Object.entries(handlers).map(([type, handler]) => [type, handler.columns]),
) as ChargeColumns;
const optionalColumnsByType: Partial<ChargeColumns> = Object.fromEntries(
  Object.entries(handlers).map(([type, handler]) => [type, handler.optionalColumns ?? []]),
);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
 * All or nothing: once a line fails nothing more is spooled, and every error is gathered for the
 * admin.
 */
async function plan(
  db: Db,
  protection: DataProtection,
  handler: ChargeHandler<unknown>,
  csv: CsvReader,
  charge: PendingCharge,
  openSpool: OpenSpool,
): Promise<Plan> {
  const { type, uploadedAt: now, id: loadId } = charge;
  const errors = new ChargeErrors();
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
      const tooMany = new ChargeErrors();
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

async function prepared(
  valid: ChargeSpool<unknown>,
  prepare: NonNullable<ChargeHandler<unknown>['prepare']>,
  openSpool: OpenSpool,
): Promise<ChargeSpool<unknown>> {
  const ready = await openSpool();
  for await (const chunk of valid.chunks()) await ready.append(await prepare(chunk));
  await valid.remove();
  return ready;
}

export interface PendingCharge {
  id: string;
  type: ChargeType;
  uploadedAt: Date;
}

/** False when another try already finished the charge; nothing is then applied. */
export async function processCharge(
  db: Db,
  protection: DataProtection,
  charge: PendingCharge,
  opening: CsvOpening,
  dataDir: string,
): Promise<boolean> {
  if (opening.kind !== 'text') {
    const errors = new ChargeErrors();
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
      finishCharge(tx, charge.id, { status: CHARGE_STATUS.invalidFile, rows: 0 }, errors),
    );
  }
  const spools: ChargeSpool<unknown>[] = [];
  const openSpool: OpenSpool = async () => {
    const spool = await ChargeSpool.open(dataDir, protection);
    spools.push(spool);
    return spool;
  };
  try {
    const decided = await plan(
      db,
      protection,
      handlers[charge.type],
      opening.csv,
      charge,
      openSpool,
    );
    if (!('apply' in decided)) {
      return await db.transaction((tx) => finishCharge(tx, charge.id, decided, decided.errors));
    }
    return await db.transaction(async (tx) => {
      // Claimed first, so a second try of the same charge waits here and then finds it finished.
      if (
        !(await finishCharge(
          tx,
          charge.id,
          { status: decided.finalStatus, rows: decided.rows },
          new ChargeErrors(),
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

export async function failCharge(
  db: Db,
  loadId: string,
  message: string = APPLY_FAILED_MESSAGE,
): Promise<void> {
  const failure = new ChargeErrors();
  failure.add([{ line: 0, message, kind: 'invalid' }]);
  await db.transaction((tx) => finishCharge(tx, loadId, { status: CHARGE_STATUS.failed }, failure));
}
