import type { Db } from '../../db/db.ts';
import { log } from '../../log.ts';
import { SERVER_ACTOR } from '../access-log/record-access.ts';
import {
  anonymiseCards,
  dropHashesPastWindow,
  removeQueuedFiles,
  type AnonymiseDeps,
} from './anonymise-cards.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { deleteEndedReports } from '../leader-reports/leader-reports.ts';
import { anonymiseDepartedAccounts } from '../accounts/account-end.ts';
import { anonymiseExpiredComplaints } from '../complaints/complaint-retention.ts';
import { purgePublicAbuseLog } from '../public-calls/public-abuse-log.ts';
import { forgetOldThrottleWindows } from '../public-calls/public-throttle.ts';
import { eraseOldMessageTexts } from '../messages/message-retention.ts';

/** Cards anonymised per transaction: a long first run is many short transactions. */
const BATCH = 500;

export interface RetentionSettings {
  retentionDays: number;
  duplicateWindowDays: number;
  /** Days an ended away report is kept (30 when not given). */
  awayReportRetentionDays?: number;
  /** Days a disabled account is kept before it is anonymised (180 when not given). */
  disabledAccountRetentionDays?: number;
  /** Days after it was opened before a complaint is anonymised (5 years when not given). */
  complaintRetentionDays?: number;
  /** Days the public calls' abuse log keeps an entry (365 when not given). */
  publicAbuseLogDays?: number;
  /** Days a message's and a reply's text are kept (90 when not given). */
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
  /** Public throttle windows a day over, dropped. */
  throttleWindowsForgotten: number;
  /** Texts of messages to families and of their replies, erased. */
  messageTextsErased: number;
}

/**
 * When a donation closed: completed (4), or marked returned or lost (5, 6: the audit entry). A
 * donation still being delivered whose last delivery is older than the retention counts as
 * closed at that delivery: it was abandoned, and the families' data must not stay forever.
 */
export const CLOSED_AT_SQL = `CASE
  WHEN d.status = 4 THEN d.completed
  WHEN d.status IN (5, 6) THEN (SELECT max(a.created_at) FROM donation_audit a WHERE a.donation_id = d.donation_id)
  ELSE d.last_delivery END`;

/** Cards whose family's data is past its retention: their donation closed more than `retentionDays` ago. */
async function expiredCards(db: Db, now: Date, retentionDays: number): Promise<string[]> {
  const rows = await db.query<{ voucher_id: string }>(
    `SELECT v.voucher_id FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
      WHERE v.anonymised_at IS NULL AND v.status > 1
        AND (${CLOSED_AT_SQL}) <= $1::timestamptz - make_interval(days => $2)
      ORDER BY v.voucher_id LIMIT ${BATCH}`,
    [now.toISOString(), retentionDays],
  );
  return rows.map((row) => row.voucher_id);
}

/**
 * One retention run (the durable daily job, docs/privacy.md "Retention"): anonymises every card
 * whose donation closed more than RETENTION_DAYS ago, drops the CPF hashes the duplicate check no
 * longer needs, removes photos an earlier run could not and CSV files nothing refers to a day
 * after they were stored (abandoned-uploads.ts). Every anonymised card is logged in
 * the access log as the server's own action.
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
    messageTextsErased: await eraseOldMessageTexts(
      deps.db,
      now,
      settings.messageRetentionDays ?? 90,
    ),
  };
  for (;;) {
    const cards = await expiredCards(deps.db, now, settings.retentionDays);
    if (cards.length === 0) break;
    run.anonymised += await anonymiseCards(deps, cards, {
      action: 'retention_anonymised',
      actor: SERVER_ACTOR,
      detail: `Prazo de retenção: ${settings.retentionDays} dias após o encerramento`,
      now,
      duplicateWindowDays: settings.duplicateWindowDays,
    });
    if (cards.length < BATCH) break;
  }
  run.hashesDropped = await dropHashesPastWindow(deps.db, now, settings.duplicateWindowDays);
  log.info('retention run', { ...run });
  return run;
}
