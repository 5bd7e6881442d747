import type { Db } from '../db/db.ts';
import type { CsvRow } from './csv-file.ts';
import { DONATION_ID_PATTERN } from './donation-queries.ts';
import { cell, firstInFile, validateLines, type LoadHandler } from './load-types.ts';
import { DONATION_STATUS } from './status-texts.ts';

interface VoucherLine {
  voucherId: string;
  donationId: string;
}

export const VOUCHER_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Columns `voucherId,donationId`: cards appended, in file order, after a donation's existing cards. */
export const voucherLoad: LoadHandler<VoucherLine> = {
  columns: ['voucherId', 'donationId'],

  async validate(db: Db, rows: readonly CsvRow[]) {
    const voucherIds = rows.map((row) => cell(row, 'voucherId'));
    const donationIds = rows.map((row) => cell(row, 'donationId').toUpperCase());
    const existing = new Set(
      (await db.query<{ voucher_id: string }>('SELECT voucher_id FROM vouchers WHERE voucher_id = ANY($1::text[])', [voucherIds])).map(
        (r) => r.voucher_id,
      ),
    );
    const donations = new Map(
      (
        await db.query<{ donation_id: string; status: number }>(
          'SELECT donation_id, status FROM donations WHERE donation_id = ANY($1::text[])',
          [donationIds],
        )
      ).map((r) => [r.donation_id, Number(r.status)]),
    );
    const seen = new Map<string, number>();

    return validateLines(rows, (row, check) => {
      const voucherId = cell(row, 'voucherId');
      const donationId = cell(row, 'donationId').toUpperCase();
      if (!VOUCHER_ID_PATTERN.test(voucherId)) {
        check.invalid('Código do cartão inválido: use até 64 letras, números, ponto, hífen ou sublinhado.');
      } else if (firstInFile(seen, voucherId, check, `Cartão ${voucherId}`) && existing.has(voucherId)) {
        check.duplicate(`Cartão ${voucherId} já cadastrado.`);
      }
      const status = donations.get(donationId);
      if (!DONATION_ID_PATTERN.test(donationId)) check.invalid(`Código de doação inválido: ${donationId || '(vazio)'}.`);
      else if (status === undefined) check.invalid(`Doação ${donationId} não encontrada.`);
      else if (status >= DONATION_STATUS.complete) check.invalid(`A doação ${donationId} já foi encerrada.`);
      return { voucherId, donationId };
    });
  },

  async apply({ tx }, rows) {
    const nextPosition = new Map<string, number>();
    for (const { value } of rows) {
      let position = nextPosition.get(value.donationId);
      if (position === undefined) {
        const [last] = await tx.query<{ max: number }>(
          'SELECT coalesce(max(position), 0)::int AS max FROM vouchers WHERE donation_id = $1',
          [value.donationId],
        );
        position = Number(last?.max ?? 0) + 1;
      }
      await tx.query('INSERT INTO vouchers (voucher_id, donation_id, position) VALUES ($1, $2, $3)', [
        value.voucherId,
        value.donationId,
        position,
      ]);
      nextPosition.set(value.donationId, position + 1);
    }
  },
};
