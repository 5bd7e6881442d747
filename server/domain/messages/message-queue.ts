import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { JOBS } from '../../jobs/server-jobs.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { deliveryConfirmationText } from './message-text.ts';
import { nextSendingTime, type SendingHours } from './sending-hours.ts';
import { phoneKey } from '../../privacy/sealed-fields.ts';

/** The phone's last four digits, the rest hidden: how staff's screens name a number. */
export const maskedPhone = (phone: string) => `(**) *****-${phoneKey(phone).slice(-4)}`;

/** The one template today: the confirmation after a delivered card (docs/product.md R18.2). */
export const DELIVERY_CONFIRMATION = 'delivery-confirmation';

/** One message per card and template, whoever asks and however often. */
export const dedupeKey = (voucherId: string, template: string) => `${voucherId}:${template}`;

export interface QueueParts {
  jobs: JobQueue;
  now: Date;
  sendingHours: SendingHours;
}

/**
 * Inside the delivery's transaction, after the card is written: queues the confirmation message
 * when the family consented and gave a phone. The message and its job exist only if the delivery
 * commits; a second call for the same card (a retried request) queues nothing. Returns whether a
 * message was queued, so the caller can nudge the worker once it has committed.
 */
export async function queueDeliveryMessage(
  tx: Db,
  parts: QueueParts,
  voucherId: string,
  phone: string,
): Promise<boolean> {
  const [card] = await tx.query<{
    phone_hash: string;
    leader_name: string;
    delivered_on: string;
    receipt_code: string;
  }>(
    `SELECT v.received_phone_hash AS phone_hash, u.name AS leader_name, v.receipt_code,
            to_char(v.delivered AT TIME ZONE '${APP_TIME_ZONE}', 'DD/MM') AS delivered_on
       FROM vouchers v
       JOIN donations d ON d.donation_id = v.donation_id
       JOIN users u ON u.id = d.leader_id
      WHERE v.voucher_id = $1 AND v.status = 2 AND v.message_consent_version IS NOT NULL
        AND v.message_consent_revoked_at IS NULL AND v.received_phone_hash IS NOT NULL
        AND v.receipt_code IS NOT NULL`,
    [voucherId],
  );
  if (!card) return false;
  const id = randomUUID();
  const due = nextSendingTime(parts.now, parts.sendingHours);
  const inserted = await tx.query(
    `INSERT INTO family_messages (id, dedupe_key, voucher_id, template, phone_hash, phone_masked, body,
                                  created_at, due_at, status_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      id,
      dedupeKey(voucherId, DELIVERY_CONFIRMATION),
      voucherId,
      DELIVERY_CONFIRMATION,
      card.phone_hash,
      maskedPhone(phone),
      deliveryConfirmationText({
        leaderName: card.leader_name,
        deliveredOn: card.delivered_on,
        receiptCode: card.receipt_code,
      }),
      parts.now,
      due,
    ],
  );
  if (inserted.length === 0) return false;
  await parts.jobs.send(JOBS.sendFamilyMessage.name, { messageId: id }, tx, due);
  return true;
}
