import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { deliveryConfirmationText } from './message-text.ts';
import type { SendJob } from './message-sending.ts';
import { nextSendingTime, type SendingHours } from './sending-hours.ts';
import { phoneKey, voucherField } from '../../privacy/sealed-fields.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

export const maskedPhone = (phone: string) => `(**) *****-${phoneKey(phone).slice(-4)}`;

export const DELIVERY_CONFIRMATION = 'delivery-confirmation';

/** One message per voucher and template, whoever asks and however often. */
export const dedupeKey = (voucherId: string, template: string) => `${voucherId}:${template}`;

export interface QueueParts {
  jobs: JobQueue;
  now: Date;
  sendingHours: SendingHours;
}

export interface ConsentedVoucher {
  voucherId: string;
  /** As the leader typed it; only its last digits are kept with the message. */
  phone: string;
}

/** Deliveries within it queue their messages in one run of the job. */
export const QUEUEING_DELAY_MS = 1_000;
const AWAITED_BATCH = 1_000;
/**
 * A send job carries this many messages: a backlog is fewer jobs for the queue to sort through on
 * each fetch, and even at a rate of one a second a job ends well inside its expiry.
 */
const MESSAGES_PER_SEND_JOB = 50;

export interface AwaitedDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  protection: DataProtection;
  config: { messages: { sendingHours: SendingHours } };
}

/** After a delivery that marked its voucher as awaiting a message has committed. */
export function requestMessageQueueing(jobs: JobQueue): void {
  jobs.requestSoon(JOBS.queueFamilyMessages.name, QUEUEING_DELAY_MS);
}

/**
 * Queues the messages of every voucher a consented delivery marked, a batch a transaction: a mark is
 * cleared only with its message queued, and instances at once take other vouchers (SKIP LOCKED).
 * Consent is checked again here, so a revoked or anonymised voucher gets nothing.
 */
export async function queueAwaitedMessages(deps: AwaitedDeps): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const marked = await tx.query<{ voucher_id: string; received_phone_enc: string | null }>(
        `UPDATE vouchers SET message_awaited = false
          WHERE voucher_id IN (SELECT voucher_id FROM vouchers WHERE message_awaited
                                LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING voucher_id, received_phone_enc`,
        [AWAITED_BATCH],
      );
      const vouchers: ConsentedVoucher[] = [];
      for (const voucher of marked) {
        const phone = deps.protection.openOrNull(
          voucher.received_phone_enc,
          voucherField('received_phone', voucher.voucher_id),
        );
        if (phone !== null) vouchers.push({ voucherId: voucher.voucher_id, phone });
      }
      const parts = {
        jobs: deps.jobs,
        now: deps.now(),
        sendingHours: deps.config.messages.sendingHours,
      };
      return { marked: marked.length, queued: await queueDeliveryMessages(tx, parts, vouchers) };
    });
    queued += batch.queued;
    if (batch.marked < AWAITED_BATCH) break;
  }
  if (queued > 0) deps.jobs.nudge(JOBS.sendFamilyMessage.name);
  return queued;
}

/**
 * Three statements whatever the number of vouchers. LIMIT 1 keeps each voucher a key lookup: without
 * it the planner may scan every consented voucher for each batch.
 */
export async function queueDeliveryMessages(
  tx: Db,
  parts: QueueParts,
  vouchers: readonly ConsentedVoucher[],
): Promise<number> {
  if (vouchers.length === 0) return 0;
  const facts = await tx.query<{
    voucher_id: string;
    phone_hash: string;
    leader_name: string;
    delivered_on: string;
    receipt_code: string;
  }>(
    `SELECT v.voucher_id, v.received_phone_hash AS phone_hash, u.name AS leader_name, v.receipt_code,
            to_char(v.delivered AT TIME ZONE '${APP_TIME_ZONE}', 'DD/MM') AS delivered_on
       FROM unnest($1::text[]) AS voucher(voucher_id)
      CROSS JOIN LATERAL (SELECT * FROM vouchers WHERE voucher_id = voucher.voucher_id LIMIT 1) v
       JOIN donations d ON d.donation_id = v.donation_id
       JOIN users u ON u.id = d.leader_id
      WHERE v.status = 2 AND v.message_consent_version IS NOT NULL
        AND v.message_consent_revoked_at IS NULL AND v.received_phone_hash IS NOT NULL
        AND v.receipt_code IS NOT NULL`,
    [vouchers.map((voucher) => voucher.voucherId)],
  );
  if (facts.length === 0) return 0;
  const phones = new Map(vouchers.map((voucher) => [voucher.voucherId, voucher.phone]));
  const due = nextSendingTime(parts.now, parts.sendingHours);
  const messages = facts.map((voucher) => ({
    id: randomUUID(),
    key: dedupeKey(voucher.voucher_id, DELIVERY_CONFIRMATION),
    voucherId: voucher.voucher_id,
    phoneHash: voucher.phone_hash,
    masked: maskedPhone(phones.get(voucher.voucher_id)!),
    body: deliveryConfirmationText({
      leaderName: voucher.leader_name,
      deliveredOn: voucher.delivered_on,
      receiptCode: voucher.receipt_code,
    }),
  }));
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO family_messages (id, dedupe_key, voucher_id, template, phone_hash, phone_masked, body,
                                  created_at, due_at, status_at)
     SELECT id, key, voucher_id, $7, phone_hash, masked, body, $8, $9, $8
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
            AS m(id, key, voucher_id, phone_hash, masked, body)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      messages.map((m) => m.id),
      messages.map((m) => m.key),
      messages.map((m) => m.voucherId),
      messages.map((m) => m.phoneHash),
      messages.map((m) => m.masked),
      messages.map((m) => m.body),
      DELIVERY_CONFIRMATION,
      parts.now,
      due,
    ],
  );
  const ids = inserted.map(({ id }) => id);
  const jobs: SendJob[] = [];
  for (let start = 0; start < ids.length; start += MESSAGES_PER_SEND_JOB)
    jobs.push({ messageIds: ids.slice(start, start + MESSAGES_PER_SEND_JOB) });
  await parts.jobs.sendMany(JOBS.sendFamilyMessage.name, jobs, tx, due);
  return inserted.length;
}
