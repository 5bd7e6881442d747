import type { Db } from '../../db/db.ts';
import type { JobQueue, JobRun } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import type { MessageConfig } from '../../config/message-config.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { voucherField } from '../../privacy/sealed-fields.ts';
import { describeForLog, log } from '../../log.ts';
import type { MessageProvider } from './message-provider.ts';
import { nextMorning, nextSendingTime, startOfLocalDay } from './sending-hours.ts';

export interface SendJob {
  messageId: string;
}

export interface SendingDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  protection: DataProtection;
  config: { messages: MessageConfig };
}

/**
 * An older claim's instance died mid-send: it is sent again under the same key, which the provider
 * dedupes.
 */
const CLAIM_TIMEOUT_MS = JOBS.sendFamilyMessage.options.expireInSeconds * 1000;

type ClaimRow = {
  dedupe_key: string;
  voucher_id: string;
  body: string | null;
  status: string;
  stopped: boolean;
  sent_today: number;
  claimed: boolean;
  received_phone_enc: string | null;
};

/**
 * A send's own writes commit without waiting for the disk, so a backlog's sends do not queue on it
 * before the deliveries. Its batch's completion waits, which makes them durable with it (the log
 * is flushed in order); one lost in a crash before that only sends again under the same key, as
 * after a killed instance.
 */
export const WITHOUT_WAITING_FOR_DISK = `(SELECT set_config('synchronous_commit', 'off', true)) AS without_waiting_for_disk`;

/**
 * The row's status is checked again under its lock, so only one caller's UPDATE can win the
 * message.
 */
const CLAIM_SQL = `
  WITH message AS (
    SELECT id, dedupe_key, voucher_id, phone_hash, body, status FROM family_messages WHERE id = $1
  ), stop AS (
    SELECT EXISTS (SELECT 1 FROM family_message_stops s JOIN message m ON s.phone_hash = m.phone_hash) AS stopped
  ), today AS (
    SELECT count(*)::int AS sent FROM family_messages WHERE sent_at >= $4
  ), claim AS (
    UPDATE family_messages f SET status = 'sending', claimed_at = $2, attempts = f.attempts + 1
      FROM stop, today
     WHERE f.id = $1 AND $6::boolean AND NOT stop.stopped AND today.sent < $5
       AND (f.status = 'queued' OR (f.status = 'sending' AND f.claimed_at < $3))
    RETURNING f.id
  )
  SELECT m.dedupe_key, m.voucher_id, m.body, m.status, stop.stopped, today.sent AS sent_today,
         EXISTS (SELECT 1 FROM claim) AS claimed,
         (SELECT v.received_phone_enc FROM vouchers v, claim WHERE v.voucher_id = m.voucher_id) AS received_phone_enc
    FROM message m, stop, today, ${WITHOUT_WAITING_FOR_DISK}`;

async function postpone(deps: SendingDeps, messageId: string, at: Date): Promise<void> {
  await deps.db.query(
    `UPDATE family_messages SET due_at = $2 WHERE id = $1 AND status = 'queued'`,
    [messageId, at],
  );
  await deps.jobs.send(JOBS.sendFamilyMessage.name, { messageId }, undefined, at);
}

async function setStatus(
  db: Db,
  messageId: string,
  status: 'suppressed' | 'failed' | 'queued',
  now: Date,
  error: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE family_messages SET status = $2, status_at = $3, error = $4, claimed_at = NULL
      WHERE id = $1 AND status IN ('queued', 'sending')`,
    [messageId, status, now, error],
  );
}

/**
 * However often it runs the family gets it once; outside the hours or past the day's cap it waits.
 */
export async function sendFamilyMessage(
  deps: SendingDeps,
  provider: MessageProvider,
  run: JobRun<SendJob>,
): Promise<void> {
  const { messageId } = run.data;
  const now = deps.now();
  const settings = deps.config.messages;
  const opens = nextSendingTime(now, settings.sendingHours);
  const [message] = await deps.db.query<ClaimRow>(CLAIM_SQL, [
    messageId,
    now,
    new Date(now.getTime() - CLAIM_TIMEOUT_MS),
    startOfLocalDay(now),
    settings.dailyCap,
    opens <= now,
  ]);
  if (!message || (message.status !== 'queued' && message.status !== 'sending')) return;
  if (message.stopped) return setStatus(deps.db, messageId, 'suppressed', now);
  if (opens > now) return postpone(deps, messageId, opens);
  if (Number(message.sent_today) >= settings.dailyCap)
    return postpone(deps, messageId, nextMorning(now, settings.sendingHours));
  if (!message.claimed) return;

  const phone = deps.protection.openOrNull(
    message.received_phone_enc,
    voucherField('received_phone', message.voucher_id),
  );
  // The card's data was anonymised meanwhile, or the text erased: nothing left to send.
  if (phone === null || message.body === null)
    return setStatus(deps.db, messageId, 'suppressed', now);

  try {
    const { providerMessageId } = await provider.send({
      key: message.dedupe_key,
      to: phone,
      body: message.body,
    });
    await deps.db.query(
      `UPDATE family_messages SET status = 'sent', sent_at = $2, status_at = $2, provider_message_id = $3,
              error = NULL, claimed_at = NULL
         FROM ${WITHOUT_WAITING_FOR_DISK}
        WHERE id = $1 AND status = 'sending'`,
      [messageId, deps.now(), providerMessageId],
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'erro desconhecido';
    log.warn('family message not sent', { messageId, error: describeForLog(error) });
    if (run.finalAttempt) return setStatus(deps.db, messageId, 'failed', deps.now(), reason);
    await setStatus(deps.db, messageId, 'queued', deps.now(), reason);
    throw error;
  }
}
