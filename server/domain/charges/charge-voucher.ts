import type { Db } from '../../db/db.ts';
import type { CsvRow } from './csv-file.ts';
import { isDonationId } from '#contract/donation-id.ts';
import {
  ApplyConflict,
  batches,
  type ApplyContext,
  cell,
  firstInFile,
  validateLines,
  type ChunkWriter,
  type ChargeHandler,
} from './charge-types.ts';
import { SeenKeys } from './seen-keys.ts';
import { DONATION_STATUS } from '#contract/status-texts.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';
import { appendLoadedVouchers } from '../voucher-ledger/voucher-ledger.ts';

export interface VoucherLine {
  voucherId: string;
  donationId: string;
}

export const VOUCHER_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Past this many it forgets and asks again, so memory does not grow with the donations a file
 * names.
 */
const REMEMBERED_DONATIONS = 10_000;

function donationStatuses(db: Db) {
  const known = new Map<string, number | null>();
  return async (ids: readonly string[]) => {
    if (known.size + ids.length > REMEMBERED_DONATIONS) known.clear();
    const unknown = [...new Set(ids)].filter((id) => !known.has(id) && isDonationId(id));
    if (unknown.length > 0) {
      const rows = await db.query<{ donation_id: string; status: number }>(
        'SELECT donation_id, status FROM donations WHERE donation_id = ANY($1::text[])',
        [unknown],
      );
      for (const id of unknown) known.set(id, null);
      for (const row of rows) known.set(row.donation_id, Number(row.status));
    }
    return known;
  };
}

export const voucherCharge: ChargeHandler<VoucherLine> = {
  columns: CHARGE_COLUMNS.voucher,

  validator(db: Db) {
    const statuses = donationStatuses(db);
    const seen = new SeenKeys();

    return async (rows: readonly CsvRow[]) => {
      const voucherIds = rows
        .map((row) => cell(row, 'voucherId'))
        .filter((id) => VOUCHER_ID_PATTERN.test(id));
      const existing = new Set(
        (
          await db.query<{ voucher_id: string }>(
            'SELECT voucher_id FROM vouchers WHERE voucher_id = ANY($1::text[])',
            [voucherIds],
          )
        ).map((r) => r.voucher_id),
      );
      const donations = await statuses(rows.map((row) => cell(row, 'donationId').toUpperCase()));

      return validateLines(rows, (row, check) => {
        const voucherId = cell(row, 'voucherId');
        const donationId = cell(row, 'donationId').toUpperCase();
        if (!VOUCHER_ID_PATTERN.test(voucherId)) {
          check.invalid(
            'Código do cartão inválido: use até 64 letras, números, ponto, hífen ou sublinhado.',
          );
        } else if (
          firstInFile(seen, voucherId, check, `Cartão ${voucherId}`) &&
          existing.has(voucherId)
        ) {
          check.duplicate(`Cartão ${voucherId} já cadastrado.`);
        }
        const status = donations.get(donationId);
        if (!isDonationId(donationId))
          check.invalid(`Código de doação inválido: ${donationId || '(vazio)'}.`);
        else if (status === null || status === undefined)
          check.invalid(`Doação ${donationId} não encontrada.`);
        else if (status >= DONATION_STATUS.complete)
          check.invalid(`A doação ${donationId} já foi encerrada.`);
        return { voucherId, donationId };
      });
    };
  },

  applier: (ctx) => voucherWriter(ctx, REMEMBERED_DONATIONS),
};

export function voucherWriter(
  { tx, now, loadId }: Pick<ApplyContext, 'tx' | 'now' | 'loadId'>,
  remembered: number,
): ChunkWriter<VoucherLine> {
  let sender: Promise<string | null> | null = null;
  const sentBy = () =>
    (sender ??= tx
      .query<{ created_by: string }>('SELECT created_by FROM loads WHERE id = $1', [loadId])
      .then(([charge]) => charge?.created_by ?? null));
  /**
   * A forgotten donation is locked and read again: the charge's own vouchers are among those it counts.
   */
  const nextPosition = new Map<string, number>();
  return async (rows) => {
    if (nextPosition.size + rows.length > remembered) nextPosition.clear();
    const unseen = [...new Set(rows.map((row) => row.value.donationId))]
      .filter((id) => !nextPosition.has(id))
      .sort();
    if (unseen.length > 0) {
      // Locked in donation order; a cross-order deadlock ends one charge, whose try runs again.
      const open = await tx.query<{ donation_id: string }>(
        `SELECT donation_id FROM donations WHERE donation_id = ANY($1::text[]) AND status < $2 ORDER BY donation_id FOR UPDATE`,
        [unseen, DONATION_STATUS.complete],
      );
      if (open.length !== unseen.length)
        throw new ApplyConflict('a donation was closed after validation');
      const last = await tx.query<{ donation_id: string; last: number }>(
        `SELECT donation_id, max(position)::int AS last FROM vouchers WHERE donation_id = ANY($1::text[]) GROUP BY donation_id`,
        [unseen],
      );
      const lastOf = new Map(last.map((row) => [row.donation_id, Number(row.last)]));
      for (const id of unseen) nextPosition.set(id, (lastOf.get(id) ?? 0) + 1);
    }
    const positioned = rows.map(({ value }) => {
      const position = nextPosition.get(value.donationId)!;
      nextPosition.set(value.donationId, position + 1);
      return { ...value, position };
    });
    for await (const batch of batches(positioned)) {
      await tx.query(
        `INSERT INTO vouchers (voucher_id, donation_id, position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`,
        [
          batch.map((v) => v.voucherId),
          batch.map((v) => v.donationId),
          batch.map((v) => v.position),
        ],
      );
      await appendLoadedVouchers(tx, {
        vouchers: batch,
        occurredAt: now,
        actorId: await sentBy(),
        loadId,
      });
    }
  };
}
