import { eraseMessagesOfVouchers } from '../messages/message-retention.ts';
import { eraseVoucherNotes } from '../voucher-ledger/voucher-ledger.ts';
import { eraseVerificationNotesOfVouchers } from '../verification/verification-retention.ts';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import { describeForLog, log } from '../../log.ts';
import type { AccessAction } from '#contract/access-log.ts';
import { recordAccess, type AccessActor } from '../access-log/record-access.ts';
import { deleteReportsHolding } from './report-lifetime.ts';
import {
  HASHES_KEPT_FOR_DUPLICATES,
  SEALED_RECIPIENT_COLUMNS,
} from '../../privacy/recipient-identifiers.ts';

export const ANONYMISED_NAME = 'Anonimizado';
const GPS_DECIMALS = 2;

/** Every sealed identifier goes; a hash kept for duplicates stays while the window ($3, $4) lasts. */
const ERASED_IDENTIFIERS = [
  ...SEALED_RECIPIENT_COLUMNS.filter((column) => !HASHES_KEPT_FOR_DUPLICATES.includes(column)).map(
    (column) => `${column} = NULL`,
  ),
  ...HASHES_KEPT_FOR_DUPLICATES.map(
    (column) =>
      `${column} = CASE WHEN delivered > $3::timestamptz - make_interval(days => $4) THEN ${column} ELSE NULL END`,
  ),
].join(', ');

export interface AnonymiseDeps {
  db: Db;
  files: FileStore;
}

export interface Anonymisation {
  action: Extract<AccessAction, 'retention_anonymised' | 'subject_anonymised'>;
  actor: AccessActor;
  detail: string;
  now: Date;
  duplicateWindowDays: number;
}

const answeredPaths = (donationIds: readonly string[], voucherIds: readonly string[]) => [
  ...donationIds.flatMap((id) =>
    ['close', 'close/undo', 'reopen', 'receive', 'donate', 'end'].map(
      (action) => `/api/donations/${id}/${action}`,
    ),
  ),
  ...voucherIds.map((id) => `/api/voucher/${id}/reveal`),
];

/** An empty answer (204) names nobody and stays, so a phone's late resend still gets it. */
async function forgetAnswersTo(tx: Db, paths: readonly string[]): Promise<void> {
  await tx.query(
    `DELETE FROM idempotency_keys
      WHERE path_digest = ANY(ARRAY(SELECT encode(sha256(convert_to(p, 'UTF8')), 'hex') FROM unnest($1::text[]) p))
        AND state = 'completed' AND response_status <> 204`,
    [paths],
  );
}

/**
 * Counts, statuses, dates and leaders stay; the CPF's hash stays for the duplicate window; each
 * voucher is logged.
 */
export async function anonymiseVouchers(
  deps: AnonymiseDeps,
  voucherIds: readonly string[],
  how: Anonymisation,
): Promise<number> {
  if (voucherIds.length === 0) return 0;
  const done = await deps.db.transaction(async (tx) => {
    const rows = await tx.query<{
      voucher_id: string;
      donation_id: string;
      photo_file_id: string | null;
      invoice_file_id: string | null;
    }>(
      `SELECT voucher_id, donation_id, photo_file_id, invoice_file_id FROM vouchers
        WHERE voucher_id = ANY($1::text[]) AND anonymised_at IS NULL AND status > 1
        ORDER BY voucher_id FOR UPDATE`,
      [voucherIds],
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.voucher_id);
    await tx.query(
      `UPDATE vouchers
          SET received_name = CASE WHEN status = 2 THEN $2 ELSE NULL END,
              ${ERASED_IDENTIFIERS},
              leader_comment = NULL,
              lat = round(lat::numeric, ${GPS_DECIMALS})::double precision, lon = round(lon::numeric, ${GPS_DECIMALS})::double precision,
              photo_file_id = NULL, invoice_file_id = NULL, photo_hash = NULL, anonymised_at = $3::timestamptz
        WHERE voucher_id = ANY($1::text[])`,
      [ids, ANONYMISED_NAME, how.now.toISOString(), how.duplicateWindowDays],
    );
    const files = rows
      .flatMap((row) => [row.photo_file_id, row.invoice_file_id])
      .filter((id): id is string => id !== null);
    if (files.length > 0) {
      await tx.query(
        'INSERT INTO file_removals (file_id, queued_at) SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING',
        [files, how.now.toISOString()],
      );
    }
    await eraseMessagesOfVouchers(tx, ids);
    await eraseVoucherNotes(tx, ids);
    await eraseVerificationNotesOfVouchers(tx, ids);
    await deleteReportsHolding(tx, ids, how.now);
    await forgetAnswersTo(tx, answeredPaths([...new Set(rows.map((row) => row.donation_id))], ids));
    await recordAccess(
      tx,
      how.actor,
      how.now,
      rows.map((row) => ({
        action: how.action,
        donationId: row.donation_id,
        voucherId: row.voucher_id,
        detail: how.detail,
      })),
    );
    return rows.length;
  });
  await removeQueuedFiles(deps);
  return done;
}

export async function removeQueuedFiles(deps: AnonymiseDeps): Promise<number> {
  const queued = await deps.db.query<{ file_id: string }>(
    'SELECT file_id FROM file_removals ORDER BY queued_at LIMIT 1000',
  );
  let removed = 0;
  for (const { file_id: fileId } of queued) {
    try {
      await deps.files.remove(fileId);
      await deps.db.query('DELETE FROM file_removals WHERE file_id = $1', [fileId]);
      removed += 1;
    } catch (error) {
      log.warn('anonymised photo not removed yet', { fileId, error: describeForLog(error) });
    }
  }
  return removed;
}

export async function dropHashesPastWindow(
  db: Db,
  now: Date,
  duplicateWindowDays: number,
): Promise<number> {
  const rows = await db.query(
    `UPDATE vouchers SET ${HASHES_KEPT_FOR_DUPLICATES.map((column) => `${column} = NULL`).join(', ')}
      WHERE anonymised_at IS NOT NULL AND (${HASHES_KEPT_FOR_DUPLICATES.map((column) => `${column} IS NOT NULL`).join(' OR ')})
        AND (delivered IS NULL OR delivered <= $1::timestamptz - make_interval(days => $2))
      RETURNING 1`,
    [now.toISOString(), duplicateWindowDays],
  );
  return rows.length;
}
