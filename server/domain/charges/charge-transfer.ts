import type { Db } from '../../db/db.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import type { CsvRow } from './csv-file.ts';
import { isDonationId } from '#contract/donation-id.ts';
import { leaderIdsByLogin } from '../lookups/leader-lookup.ts';
import {
  ApplyConflict,
  batches,
  cell,
  firstInFile,
  validateLines,
  type ChargeHandler,
} from './charge-types.ts';
import { SeenKeys } from './seen-keys.ts';
import { DONATION_STATUS } from '#contract/status-texts.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';
import { appendDonationVoucherEvents } from '../voucher-ledger/voucher-ledger.ts';

const TRANSFER_FILE_REASON = 'Arquivo de transferência: ';

interface TransferLine {
  donationId: string;
  newLeaderId: string;
}

export const transferCharge: ChargeHandler<TransferLine> = {
  columns: CHARGE_COLUMNS.transfer,

  validator(db: Db, _now: Date, protection: DataProtection) {
    const seen = new SeenKeys();
    return async (rows: readonly CsvRow[]) => {
      const ids = rows.map((row) => cell(row, 'donationId').toUpperCase());
      const donations = new Map(
        (
          await db.query<{ donation_id: string; status: number; leader_id: string }>(
            'SELECT donation_id, status, leader_id FROM donations WHERE donation_id = ANY($1::text[])',
            [ids],
          )
        ).map((r) => [r.donation_id, { status: Number(r.status), leaderId: r.leader_id }]),
      );
      const logins = rows
        .map((row) => normalizeCpf(cell(row, 'newLeaderLogin')))
        .filter((login): login is string => login !== null);
      const leaders = await leaderIdsByLogin(db, protection, logins);

      return validateLines(rows, (row, check) => {
        const donationId = cell(row, 'donationId').toUpperCase();
        const donation = donations.get(donationId);
        if (!isDonationId(donationId))
          check.invalid(`Código de doação inválido: ${donationId || '(vazio)'}.`);
        else if (!firstInFile(seen, donationId, check, `Doação ${donationId}`)) return null;
        else if (donation === undefined) check.invalid(`Doação ${donationId} não encontrada.`);
        else if (donation.status >= DONATION_STATUS.complete)
          check.invalid(`A doação ${donationId} já foi encerrada.`);

        const login = normalizeCpf(cell(row, 'newLeaderLogin'));
        const newLeaderId = login === null ? undefined : leaders.get(login);
        if (login === null) check.invalid('CPF do novo líder inválido.');
        else if (newLeaderId === undefined)
          check.invalid(`Líder com CPF ${hideCpf(login)} não encontrado.`);
        else if (donation?.leaderId === newLeaderId)
          check.invalid(`A doação ${donationId} já está com este líder.`);
        return newLeaderId === undefined ? null : { donationId, newLeaderId };
      });
    };
  },

  applier({ tx, now, loadId }) {
    return async (rows) => {
      for await (const batch of batches(rows.map((row) => row.value))) {
        // A count short of the batch means one closed meanwhile; `was` reads the row as it was.
        const moved = await tx.query<{ donation_id: string; actor_id: string }>(
          `WITH moved AS (
             UPDATE donations d SET leader_id = t.leader
               FROM unnest($1::text[], $2::uuid[]) AS t(id, leader)
               JOIN donations was ON was.donation_id = t.id
              WHERE d.donation_id = t.id AND d.status < $3
             RETURNING d.donation_id, d.status, was.leader_id AS from_leader, t.leader AS to_leader),
           logged AS (
             INSERT INTO donation_audit
               (donation_id, action, from_status, to_status, reason, actor_id, from_leader_id, to_leader_id, created_at)
             SELECT m.donation_id, 'transfer', m.status, m.status, $4 || l.file_name, l.created_by,
                    m.from_leader, m.to_leader, $6::timestamptz
               FROM moved m, loads l WHERE l.id = $5::uuid)
           SELECT m.donation_id, l.created_by AS actor_id FROM moved m, loads l WHERE l.id = $5::uuid`,
          [
            batch.map((t) => t.donationId),
            batch.map((t) => t.newLeaderId),
            DONATION_STATUS.complete,
            TRANSFER_FILE_REASON,
            loadId,
            now.toISOString(),
          ],
        );
        if (moved.length !== batch.length)
          throw new ApplyConflict('a donation was closed after validation');
        await appendDonationVoucherEvents(tx, {
          donationIds: moved.map((row) => row.donation_id),
          kind: 'transferred',
          occurredAt: now,
          actorId: moved[0]?.actor_id ?? null,
          source: 'charge',
          loadId,
        });
      }
    };
  },
};
