import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { decodeCsvBytes, parseCsv, type CsvRow, type CsvTable } from './csv-file.ts';
import { donationLoad } from './load-donation.ts';
import { getCharge, insertLoad, type Charge, type ChargeError } from './load-queries.ts';
import { siteLoad } from './load-site.ts';
import { transferLoad } from './load-transfer.ts';
import type { LoadHandler, LoadType, RowError } from './load-types.ts';
import { userLoad } from './load-user.ts';
import { voucherLoad } from './load-voucher.ts';
import { LOAD_STATUS } from './status-texts.ts';

export const NOT_CSV_MESSAGE = 'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).';

export interface LoadInput {
  type: LoadType;
  fileName: string;
  bytes: Uint8Array;
  userId: string;
  now: Date;
}

/** Either the reason nothing is applied, or the work that applies a good file. */
type Plan = { status: string; errors: ChargeError[] } | { apply: (tx: Db) => Promise<void> };

function headerErrors(table: CsvTable, columns: readonly string[]): ChargeError[] {
  const missing = columns.filter((column) => !table.header.includes(column.toLowerCase()));
  if (missing.length === 0) return [];
  return [{ line: 1, message: `Cabeçalho inválido: faltam as colunas ${missing.join(', ')}. Esperado: ${columns.join(',')}.` }];
}

/** Lines that cannot be read reliably: an unclosed quote, or more/fewer cells than the header. */
function structuralErrors(table: CsvTable): RowError[] {
  const broken = new Set(table.brokenLines);
  const errors: RowError[] = [...broken].map((line) => ({ line, message: 'Linha ilegível: aspas sem fechamento.', kind: 'invalid' }));
  for (const row of table.rows) {
    if (!broken.has(row.line) && row.cellCount !== table.header.length) {
      errors.push({
        line: row.line,
        message: `A linha tem ${row.cellCount} colunas; o cabeçalho tem ${table.header.length}.`,
        kind: 'invalid',
      });
    }
  }
  return errors;
}

/**
 * All or nothing: any bad line means nothing is applied and every line's error is kept;
 * only a file without errors gets an `apply`.
 */
async function plan<T>(db: Db, handler: LoadHandler<T>, table: CsvTable, now: Date): Promise<Plan> {
  const invalidHeader = headerErrors(table, handler.columns);
  if (invalidHeader.length > 0) return { status: LOAD_STATUS.invalidFile, errors: invalidHeader };
  if (table.rows.length === 0) {
    return { status: LOAD_STATUS.invalidFile, errors: [{ line: 2, message: 'O arquivo não tem linhas de dados.' }] };
  }
  const structural = structuralErrors(table);
  const unreadable = new Set(structural.map((error) => error.line));
  const readable: CsvRow[] = table.rows.filter((row) => !unreadable.has(row.line));
  const validation = await handler.validate(db, readable, now);
  const errors = [...structural, ...validation.errors].sort((a, b) => a.line - b.line);
  if (errors.length > 0) {
    const onlyDuplicates = errors.every((error) => error.kind === 'duplicate');
    return {
      status: onlyDuplicates ? LOAD_STATUS.duplicated : LOAD_STATUS.inconsistent,
      errors: errors.map(({ line, message }) => ({ line, message })),
    };
  }
  const rows = handler.prepare ? await handler.prepare(validation.rows) : validation.rows;
  return { apply: (tx) => handler.apply({ tx, now }, rows) };
}

const planners: { [K in LoadType]: (db: Db, table: CsvTable, now: Date) => Promise<Plan> } = {
  voucher: (db, table, now) => plan(db, voucherLoad, table, now),
  donation: (db, table, now) => plan(db, donationLoad, table, now),
  site: (db, table, now) => plan(db, siteLoad, table, now),
  transfer: (db, table, now) => plan(db, transferLoad, table, now),
  user: (db, table, now) => plan(db, userLoad, table, now),
};

/** Processes one uploaded charge file synchronously and returns its final Charge. */
export async function processLoad(db: Db, input: LoadInput): Promise<Charge> {
  const text = decodeCsvBytes(input.bytes);
  if (text === null) throw badRequest(NOT_CSV_MESSAGE);
  const table = parseCsv(text);
  const load = { id: randomUUID(), fileName: input.fileName, type: input.type, rows: table.rows.length, createdBy: input.userId, createdAt: input.now };

  const decided = await planners[input.type](db, table, input.now);
  if ('apply' in decided) {
    try {
      await db.transaction(async (tx) => {
        await decided.apply(tx);
        await insertLoad(tx, { ...load, status: LOAD_STATUS.success }, []);
      });
    } catch (error) {
      // Most likely another load wrote the same ids meanwhile; the transaction left nothing behind.
      console.error('charge load failed while applying', load.id, error);
      await insertLoad(db, { ...load, status: LOAD_STATUS.failed }, [
        { line: 0, message: 'Erro ao gravar os dados; nada foi aplicado. Envie o arquivo novamente.' },
      ]);
    }
  } else {
    await insertLoad(db, { ...load, status: decided.status }, decided.errors);
  }
  const { errors: _errors, ...charge } = await getCharge(db, load.id);
  return charge;
}
