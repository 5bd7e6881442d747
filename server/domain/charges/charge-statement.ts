import type { Db } from '../../db/db.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import type { CsvRow } from './csv-file.ts';
import {
  batches,
  cell,
  firstInFile,
  validateLines,
  type LineCheck,
  type ChargeHandler,
} from './charge-types.ts';
import { VOUCHER_ID_PATTERN } from './charge-voucher.ts';
import { SeenKeys } from './seen-keys.ts';
import { looksScientific, parseSheetAmount, parseSheetDate } from './statement-cells.ts';
import {
  compareStatementLine,
  type LineComparison,
  type StatementLine,
} from './statement-comparison.ts';
import { knownVouchers } from './statement-knowledge.ts';
import { saoPauloDay } from '../../shared/timestamps.ts';

interface CheckedLine {
  line: StatementLine;
  comparison: LineComparison;
}

function dateCell(
  row: CsvRow,
  column: string,
  label: string,
  check: LineCheck,
  latest?: string,
): string | null {
  const text = cell(row, column);
  if (text === '') return null;
  const day = parseSheetDate(text);
  if (day === null)
    check.invalid(`${label} inválida: ${text}. Use DD/MM/AAAA (por exemplo, 05/11/2026).`);
  else if (latest !== undefined && day > latest) check.invalid(`${label} no futuro: ${text}.`);
  return day;
}

function voucherNumberCell(row: CsvRow, check: LineCheck): string {
  const text = cell(row, 'cardNumber').replace(/\s/g, '');
  if (looksScientific(text))
    check.invalid(
      `Número do cartão em notação científica (${text}): o Excel apagou dígitos. Formate a coluna como Texto e exporte de novo.`,
    );
  else if (!VOUCHER_ID_PATTERN.test(text))
    check.invalid(`Número do cartão inválido: ${text || '(vazio)'}.`);
  return text;
}

/** Nothing reaches a voucher's record until an admin confirms (statement-confirmation.ts). */
export const statementCharge: ChargeHandler<CheckedLine> = {
  columns: CHARGE_COLUMNS.statement,
  finalStatus: CHARGE_STATUS.awaitingConfirmation,

  validator(db: Db, now: Date) {
    const seen = new SeenKeys();
    const asOf = saoPauloDay(now);
    return async (rows: readonly CsvRow[]) => {
      const vouchers = rows.map((row) => cell(row, 'cardNumber').replace(/\s/g, ''));
      const known = await knownVouchers(db, vouchers);
      return validateLines(rows, (row, check) => {
        const voucherId = voucherNumberCell(row, check);
        if (check.ok && !firstInFile(seen, voucherId, check, `Cartão ${voucherId}`)) return null;
        const activatedOn = dateCell(row, 'activationDate', 'Data de ativação', check, asOf);
        const firstUsedOn = dateCell(row, 'firstUseDate', 'Data do primeiro uso', check, asOf);
        const expiresOn = dateCell(row, 'expiryDate', 'Data de validade', check);
        const balanceText = cell(row, 'balance');
        const balanceCents = balanceText === '' ? null : parseSheetAmount(balanceText);
        if (balanceText !== '' && balanceCents === null)
          check.invalid(`Saldo inválido: ${balanceText}. Use o valor em reais, como 50,00.`);
        if (firstUsedOn !== null && activatedOn === null)
          check.invalid('Data do primeiro uso sem data de ativação.');
        else if (firstUsedOn !== null && activatedOn !== null && firstUsedOn < activatedOn)
          check.invalid('Data do primeiro uso anterior à data de ativação.');
        if (!check.ok) return null;
        const line = { card: voucherId, activatedOn, firstUsedOn, balanceCents, expiresOn };
        return { line, comparison: compareStatementLine(line, known.get(voucherId), asOf) };
      });
    };
  },

  applier({ tx, loadId }) {
    return async (rows) => {
      for await (const batch of batches(rows)) {
        const column = <T>(pick: (checked: CheckedLine) => T) =>
          batch.map((row) => pick(row.value));
        await tx.query(
          `INSERT INTO statement_lines
             (load_id, line, card, activated_on, first_used_on, balance_cents, expires_on, kinds, contradictions)
           SELECT $1::uuid, s.line, s.card, s.activated_on, s.first_used_on, s.balance_cents, s.expires_on,
                  string_to_array(s.kinds, ' '), COALESCE(string_to_array(s.contradictions, E'\\n'), '{}')
             FROM unnest($2::int[], $3::text[], $4::date[], $5::date[], $6::bigint[], $7::date[], $8::text[], $9::text[])
               AS s(line, card, activated_on, first_used_on, balance_cents, expires_on, kinds, contradictions)`,
          [
            loadId,
            batch.map((row) => row.line),
            column((c) => c.line.card),
            column((c) => c.line.activatedOn),
            column((c) => c.line.firstUsedOn),
            column((c) => c.line.balanceCents),
            column((c) => c.line.expiresOn),
            column((c) => c.comparison.kinds.join(' ')),
            column((c) =>
              c.comparison.contradictions.length ? c.comparison.contradictions.join('\n') : null,
            ),
          ],
        );
      }
    };
  },
};
