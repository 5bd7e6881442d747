import type { Db } from '../../db/db.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import type { CsvRow } from './csv-file.ts';
import { isDonationId } from '#contract/donation-id.ts';
import { existingSiteIds, leaderIdsByLogin } from '../lookups/leader-lookup.ts';
import { positiveInt } from '../../shared/numbers.ts';
import { batches, cell, firstInFile, validateLines, type ChargeHandler } from './charge-types.ts';
import { SeenKeys } from './seen-keys.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';

interface DonationLine {
  donationId: string;
  leaderId: string;
  siteId: number;
  quantity: number;
}

export const donationCharge: ChargeHandler<DonationLine> = {
  columns: CHARGE_COLUMNS.donation,

  validator(db: Db, _now: Date, protection: DataProtection) {
    const seen = new SeenKeys();
    return async (rows: readonly CsvRow[]) => {
      const ids = rows.map((row) => cell(row, 'donationId').toUpperCase());
      const existing = new Set(
        (
          await db.query<{ donation_id: string }>(
            'SELECT donation_id FROM donations WHERE donation_id = ANY($1::text[])',
            [ids],
          )
        ).map((r) => r.donation_id),
      );
      const logins = rows
        .map((row) => normalizeCpf(cell(row, 'leaderLogin')))
        .filter((login): login is string => login !== null);
      const leaders = await leaderIdsByLogin(db, protection, logins);
      const sites = await existingSiteIds(
        db,
        rows
          .map((row) => positiveInt(cell(row, 'siteId')))
          .filter((id): id is number => id !== null),
      );

      return validateLines(rows, (row, check) => {
        const donationId = cell(row, 'donationId').toUpperCase();
        if (!isDonationId(donationId)) {
          check.invalid(
            `Código de doação inválido: ${donationId || '(vazio)'}. Use duas letras, hífen e 17 dígitos.`,
          );
        } else if (
          firstInFile(seen, donationId, check, `Doação ${donationId}`) &&
          existing.has(donationId)
        ) {
          check.duplicate(`Doação ${donationId} já cadastrada.`);
        }
        const login = normalizeCpf(cell(row, 'leaderLogin'));
        const leaderId = login === null ? undefined : leaders.get(login);
        if (login === null) check.invalid('CPF do líder inválido.');
        else if (leaderId === undefined)
          check.invalid(`Líder com CPF ${hideCpf(login)} não encontrado.`);
        const siteId = positiveInt(cell(row, 'siteId'));
        if (siteId === null) check.invalid('Unidade (siteId) inválida.');
        else if (!sites.has(siteId)) check.invalid(`Unidade ${siteId} não encontrada.`);
        const quantity = positiveInt(cell(row, 'quantity'), 1_000_000);
        if (quantity === null)
          check.invalid('Quantidade inválida: use um número inteiro maior que zero.');
        if (leaderId === undefined || siteId === null || quantity === null) return null;
        return { donationId, leaderId, siteId, quantity };
      });
    };
  },

  applier({ tx, now, loadId }) {
    return async (rows) => {
      for await (const batch of batches(rows.map((row) => row.value))) {
        await tx.query(
          `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created, load_id)
           SELECT d.id, d.leader, d.site, d.quantity, 1, $5::timestamptz, $6::uuid
             FROM unnest($1::text[], $2::uuid[], $3::int[], $4::int[]) AS d(id, leader, site, quantity)`,
          [
            batch.map((d) => d.donationId),
            batch.map((d) => d.leaderId),
            batch.map((d) => d.siteId),
            batch.map((d) => d.quantity),
            now.toISOString(),
            loadId,
          ],
        );
      }
    };
  },
};
