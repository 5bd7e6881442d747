import type { Db } from '../../db/db.ts';
import { log } from '../../log.ts';
import { SERVER_ACTOR } from '../access-log/record-access.ts';
import {
  anonymiseVouchers,
  dropHashesPastWindow,
  removeQueuedFiles,
  type AnonymiseDeps,
} from './anonymise-vouchers.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { deleteOldReports } from './report-lifetime.ts';
import type { ErasedTable } from '../../db/db.ts';
import { deleteEndedReports } from '../leader-reports/leader-reports.ts';
import { anonymiseDepartedAccounts } from '../accounts/account-end.ts';
import { anonymiseExpiredComplaints } from '../complaints/complaint-retention.ts';
import { purgePublicAbuseLog } from '../public-calls/public-abuse-log.ts';
import { forgetOldThrottleWindows } from '../public-calls/public-throttle.ts';
import { eraseOldMessageTexts } from '../messages/message-retention.ts';

/** Vouchers anonymised per transaction: a long first run is many short transactions. */
const BATCH = 500;

export interface RetentionSettings {
  retentionDays: number;
  duplicateWindowDays: number;
  awayReportRetentionDays?: number;
  disabledAccountRetentionDays?: number;
  complaintRetentionDays?: number;
  publicAbuseLogDays?: number;
  reportRetentionDays?: number;
  messageRetentionDays?: number;
}

export interface RetentionRun {
  anonymised: number;
  hashesDropped: number;
  filesRemoved: number;
  awayReportsDeleted: number;
  accountsAnonymised: number;
  complaintsAnonymised: number;
  publicCallsForgotten: number;
  throttleWindowsForgotten: number;
  receiptsErased: number;
  reportsDeleted: number;
  messageTextsErased: number;
}

/**
 * A donation still delivering past retention counts as closed at its last delivery: data must not
 * stay forever.
 */
export const CLOSED_AT_SQL = `CASE
  WHEN d.status = 4 THEN d.completed
  WHEN d.status IN (5, 6) THEN (SELECT max(a.created_at) FROM donation_audit a WHERE a.donation_id = d.donation_id)
  ELSE d.last_delivery END`;

const ROUNDED = (column: string) => `round(${column}::numeric, 2)::double precision`;

async function eraseOldReceipts(db: Db, now: Date, retentionDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ receive_file_id: string | null }>(
      `UPDATE donations target
          SET receive_lat = ${ROUNDED('target.receive_lat')}, receive_lon = ${ROUNDED('target.receive_lon')},
              receive_file_id = NULL
         FROM (SELECT d.donation_id, d.receive_file_id FROM donations d
                WHERE (d.receive_file_id IS NOT NULL
                       OR d.receive_lat IS DISTINCT FROM ${ROUNDED('d.receive_lat')}
                       OR d.receive_lon IS DISTINCT FROM ${ROUNDED('d.receive_lon')})
                  AND (${CLOSED_AT_SQL}) <= $1::timestamptz - make_interval(days => $2)
                FOR UPDATE) old
        WHERE target.donation_id = old.donation_id
        RETURNING old.receive_file_id`,
      [now.toISOString(), retentionDays],
    );
    const files = rows.flatMap((row) => (row.receive_file_id ? [row.receive_file_id] : []));
    if (files.length > 0) {
      await tx.query(
        'INSERT INTO file_removals (file_id, queued_at) SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING',
        [files, now.toISOString()],
      );
    }
    return rows.length;
  });
}

async function expiredVouchers(db: Db, now: Date, retentionDays: number): Promise<string[]> {
  const rows = await db.query<{ voucher_id: string }>(
    `SELECT v.voucher_id FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
      WHERE v.anonymised_at IS NULL AND v.status > 1
        AND (${CLOSED_AT_SQL}) <= $1::timestamptz - make_interval(days => $2)
      ORDER BY v.voucher_id LIMIT ${BATCH}`,
    [now.toISOString(), retentionDays],
  );
  return rows.map((row) => row.voucher_id);
}

function erasedTables(run: RetentionRun): ErasedTable[] {
  const tables: ErasedTable[] = [];
  if (run.anonymised > 0 || run.hashesDropped > 0)
    tables.push('vouchers', 'card_event_notes', 'idempotency_keys');
  if (run.receiptsErased > 0) tables.push('donations');
  if (run.accountsAnonymised > 0) tables.push('users', 'idempotency_keys');
  if (run.complaintsAnonymised > 0) tables.push('complaints', 'complaint_history');
  if (run.awayReportsDeleted > 0) tables.push('leader_reports');
  return tables;
}

/**
 * One retention run (docs/privacy.md "Retention"); every anonymised voucher is logged as the server's
 * action.
 */
export async function runRetention(
  deps: AnonymiseDeps,
  settings: RetentionSettings,
  now: Date,
): Promise<RetentionRun> {
  const run: RetentionRun = {
    anonymised: 0,
    hashesDropped: 0,
    filesRemoved: (await removeQueuedFiles(deps)) + (await removeAbandonedUploads(deps, now)),
    awayReportsDeleted: await deleteEndedReports(
      deps.db,
      now,
      settings.awayReportRetentionDays ?? 30,
    ),
    accountsAnonymised: await anonymiseDepartedAccounts(
      deps.db,
      now,
      settings.disabledAccountRetentionDays ?? 180,
    ),
    complaintsAnonymised: await anonymiseExpiredComplaints(
      deps.db,
      now,
      settings.complaintRetentionDays ?? 5 * 365,
    ),
    publicCallsForgotten: await purgePublicAbuseLog(
      deps.db,
      now,
      settings.publicAbuseLogDays ?? 365,
    ),
    throttleWindowsForgotten: await forgetOldThrottleWindows(deps.db, now),
    receiptsErased: await eraseOldReceipts(deps.db, now, settings.retentionDays),
    reportsDeleted: await deleteOldReports(deps.db, now, settings.reportRetentionDays ?? 30),
    messageTextsErased: await eraseOldMessageTexts(
      deps.db,
      now,
      settings.messageRetentionDays ?? 90,
    ),
  };
  for (;;) {
    const vouchers = await expiredVouchers(deps.db, now, settings.retentionDays);
    if (vouchers.length === 0) break;
    run.anonymised += await anonymiseVouchers(deps, vouchers, {
      action: 'retention_anonymised',
      actor: SERVER_ACTOR,
      detail: `Prazo de retenção: ${settings.retentionDays} dias após o encerramento`,
      now,
      duplicateWindowDays: settings.duplicateWindowDays,
    });
    if (vouchers.length < BATCH) break;
  }
  run.hashesDropped = await dropHashesPastWindow(deps.db, now, settings.duplicateWindowDays);
  run.filesRemoved += await removeQueuedFiles(deps);
  await deps.db.purgeErased?.(erasedTables(run));
  log.info('retention run', { ...run });
  return run;
}
