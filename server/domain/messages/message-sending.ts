import type { Db } from '../../db/db.ts';
import type { JobQueue, JobRun } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import type { MessageConfig } from '../../config/message-config.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { voucherField } from '../../privacy/sealed-fields.ts';
import { describeForLog, log } from '../../log.ts';
import type { MessageProvider, OutgoingMessage } from './message-provider.ts';
import { nextMorning, nextSendingTime, startOfLocalDay } from './sending-hours.ts';

/** Jobs queued before a job carried several messages carry one. */
export type SendJob = { messageIds: string[] } | { messageId: string };

const messageIdsOf = (job: SendJob) => ('messageIds' in job ? job.messageIds : [job.messageId]);

/** Messages claimed, sent and marked together: a fifth of a second's worth at 50 a second. */
const CHUNK = 10;

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

/**
 * A send's own writes commit without waiting for the disk, so a backlog's sends do not queue on it
 * before the deliveries. Its job's completion waits, which makes them durable with it (the log
 * is flushed in order); one lost in a crash before that only sends again under the same key, as
 * after a killed instance.
 */
export const WITHOUT_WAITING_FOR_DISK = `(SELECT set_config('synchronous_commit', 'off', true)) AS without_waiting_for_disk`;

type ClaimRow = {
  id: string;
  dedupe_key: string;
  voucher_id: string;
  body: string | null;
  status: string;
  stopped: boolean;
  claimable: boolean;
  within_cap: boolean;
  claimed: boolean;
  received_phone_enc: string | null;
};

/**
 * One statement for a chunk: reads its messages and their phones' stops, and claims those the
 * cap leaves room for ($4, the messages the day may still send). Each row's status is checked
 * again under its lock, so only one caller's UPDATE can win a message.
 */
const CLAIM_SQL = `
  WITH message AS (
    SELECT m.id, m.dedupe_key, m.voucher_id, m.body, m.status,
           EXISTS (SELECT 1 FROM family_message_stops s WHERE s.phone_hash = m.phone_hash) AS stopped,
           (m.status = 'queued' OR (m.status = 'sending' AND m.claimed_at < $3)) AS claimable
      FROM family_messages m WHERE m.id = ANY($1::uuid[])
  ), ranked AS (
    SELECT message.id, row_number() OVER (ORDER BY message.id) <= $4 AS within_cap
      FROM message WHERE message.claimable AND NOT message.stopped
  ), claim AS (
    UPDATE family_messages f SET status = 'sending', claimed_at = $2, attempts = f.attempts + 1
      FROM ranked r
     WHERE f.id = r.id AND r.within_cap AND $5::boolean
       AND (f.status = 'queued' OR (f.status = 'sending' AND f.claimed_at < $3))
    RETURNING f.id
  )
  SELECT m.id, m.dedupe_key, m.voucher_id, m.body, m.status, m.stopped, m.claimable,
         coalesce(r.within_cap, false) AS within_cap, c.id IS NOT NULL AS claimed,
         CASE WHEN c.id IS NOT NULL
              THEN (SELECT v.received_phone_enc FROM vouchers v WHERE v.voucher_id = m.voucher_id)
         END AS received_phone_enc
    FROM message m LEFT JOIN ranked r ON r.id = m.id LEFT JOIN claim c ON c.id = m.id,
         ${WITHOUT_WAITING_FOR_DISK}`;

async function postpone(deps: SendingDeps, messageIds: string[], at: Date): Promise<void> {
  if (messageIds.length === 0) return;
  await deps.db.query(
    `UPDATE family_messages SET due_at = $2 WHERE id = ANY($1::uuid[]) AND status = 'queued'`,
    [messageIds, at],
  );
  await deps.jobs.send(JOBS.sendFamilyMessage.name, { messageIds }, undefined, at);
}

async function setStatus(
  db: Db,
  status: 'suppressed' | 'failed' | 'queued',
  now: Date,
  messages: readonly { id: string; error?: string }[],
): Promise<void> {
  if (messages.length === 0) return;
  await db.query(
    `UPDATE family_messages f SET status = $3, status_at = $4, error = m.error, claimed_at = NULL
       FROM unnest($1::uuid[], $2::text[]) AS m(id, error)
      WHERE f.id = m.id AND f.status IN ('queued', 'sending')`,
    [messages.map((m) => m.id), messages.map((m) => m.error ?? null), status, now],
  );
}

const reasonOf = (error: Error) => error.message.slice(0, 200) || 'erro desconhecido';

/** What the organisation's day may still send, as counted once a job (or again past midnight). */
interface DayRoom {
  day: number;
  room: number;
}

async function dayRoom(deps: SendingDeps, now: Date, known: DayRoom | null): Promise<DayRoom> {
  const day = startOfLocalDay(now);
  if (known?.day === day.getTime()) return known;
  const [today] = await deps.db.query<{ sent: number }>(
    'SELECT count(*)::int AS sent FROM family_messages WHERE sent_at >= $1',
    [day],
  );
  return { day: day.getTime(), room: deps.config.messages.dailyCap - Number(today?.sent ?? 0) };
}

/**
 * One statement claims the chunk, one provider call sends it, one statement marks it sent. Answers
 * the provider's error when a message failed a try that was not its last, and the day's room left.
 */
async function sendChunk(
  deps: SendingDeps,
  provider: MessageProvider,
  messageIds: readonly string[],
  finalAttempt: boolean,
  known: DayRoom | null,
): Promise<{ failure: Error | undefined; day: DayRoom }> {
  const now = deps.now();
  const settings = deps.config.messages;
  const opens = nextSendingTime(now, settings.sendingHours);
  const day = await dayRoom(deps, now, known);
  const rows = await deps.db.query<ClaimRow>(CLAIM_SQL, [
    messageIds,
    now,
    new Date(now.getTime() - CLAIM_TIMEOUT_MS),
    Math.max(0, day.room),
    opens <= now,
  ]);

  const suppressed: { id: string }[] = [];
  const tonight: string[] = [];
  const tomorrow: string[] = [];
  const claimed: { id: string; message: OutgoingMessage }[] = [];
  for (const row of rows) {
    if (row.status !== 'queued' && row.status !== 'sending') continue;
    if (row.stopped) suppressed.push(row);
    // Not claimable: another caller holds a live claim on it, and its job ends it.
    else if (!row.claimable) continue;
    else if (opens > now) tonight.push(row.id);
    else if (!row.within_cap) tomorrow.push(row.id);
    else if (row.claimed) {
      const phone = deps.protection.openOrNull(
        row.received_phone_enc,
        voucherField('received_phone', row.voucher_id),
      );
      // The voucher's data was anonymised meanwhile, or the text erased: nothing left to send.
      if (phone === null || row.body === null) suppressed.push(row);
      else
        claimed.push({ id: row.id, message: { key: row.dedupe_key, to: phone, body: row.body } });
    }
  }
  await setStatus(deps.db, 'suppressed', now, suppressed);
  await postpone(deps, tonight, opens);
  await postpone(deps, tomorrow, nextMorning(now, settings.sendingHours));
  if (claimed.length === 0) return { failure: undefined, day };

  const outcomes = await provider.sendMany(claimed.map(({ message }) => message));
  const sent: { id: string; providerMessageId: string }[] = [];
  const failed: { id: string; error: string }[] = [];
  let failure: Error | undefined;
  for (const [i, outcome] of outcomes.entries()) {
    const { id } = claimed[i]!;
    if ('providerMessageId' in outcome) {
      sent.push({ id, providerMessageId: outcome.providerMessageId });
      continue;
    }
    log.warn('family message not sent', { messageId: id, error: describeForLog(outcome.error) });
    failed.push({ id, error: reasonOf(outcome.error) });
    failure ??= outcome.error;
  }
  if (sent.length > 0)
    await deps.db.query(
      `UPDATE family_messages f SET status = 'sent', sent_at = $3, status_at = $3,
              provider_message_id = s.provider_id, error = NULL, claimed_at = NULL
         FROM unnest($1::uuid[], $2::text[]) AS s(id, provider_id), ${WITHOUT_WAITING_FOR_DISK}
        WHERE f.id = s.id AND f.status = 'sending'`,
      [sent.map((s) => s.id), sent.map((s) => s.providerMessageId), deps.now()],
    );
  await setStatus(deps.db, finalAttempt ? 'failed' : 'queued', deps.now(), failed);
  return {
    failure: finalAttempt ? undefined : failure,
    day: { ...day, room: day.room - sent.length },
  };
}

/**
 * A job's messages, a chunk at a time, each message waiting for `pace` first. However often a job
 * runs, or on how many instances at once, a family gets its message once; outside the hours or
 * past the day's cap it waits. A provider's failure fails the job once the rest are sent, so it
 * is retried with backoff, and the retry sends only what failed.
 */
export async function sendFamilyMessages(
  deps: SendingDeps,
  provider: MessageProvider,
  run: JobRun<SendJob>,
  pace: () => Promise<void> = async () => {},
): Promise<void> {
  const messageIds = messageIdsOf(run.data);
  let failure: Error | undefined;
  let day: DayRoom | null = null;
  for (let start = 0; start < messageIds.length; start += CHUNK) {
    const chunk = messageIds.slice(start, start + CHUNK);
    for (const _ of chunk) await pace();
    const outcome = await sendChunk(deps, provider, chunk, run.finalAttempt, day);
    failure = outcome.failure ?? failure;
    day = outcome.day;
  }
  if (failure) throw failure;
}
