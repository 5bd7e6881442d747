import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { REPLY_MAX_LENGTH, type ReplyAction } from '#contract/family-messages.ts';
import { openComplaint, type DeadlineDays } from '../complaints/complaint-store.ts';
import { recordFamilyNotReceived, recordFamilyReceived } from '../receipt-check/public-delivery.ts';

export interface ReplyDeps {
  db: Db;
  protection: DataProtection;
  config: { complaintDeadlineDays: DeadlineDays };
}

export interface FamilyReply {
  phoneHash: string;
  text: string;
}

export interface ReplyOutcome {
  action: ReplyAction;
  protocol: string | null;
}

const command = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

const STOP_WORDS = new Set(['SAIR', 'PARAR', 'STOP']);

async function lastMessageTo(
  db: Db,
  phoneHash: string,
): Promise<{ id: string; voucher_id: string } | null> {
  const [row] = await db.query<{ id: string; voucher_id: string }>(
    `SELECT id, voucher_id FROM family_messages
      WHERE phone_hash = $1 AND status IN ('sent', 'delivered', 'answered')
      ORDER BY sent_at DESC LIMIT 1`,
    [phoneHash],
  );
  return row ?? null;
}

/** docs/product.md R18.3. Every reply is kept, under retention. */
export async function receiveFamilyReply(
  deps: ReplyDeps,
  reply: FamilyReply,
  now: Date,
): Promise<ReplyOutcome> {
  const said = command(reply.text);
  return deps.db.transaction(async (tx) => {
    const message = await lastMessageTo(tx, reply.phoneHash);
    let action: ReplyAction = 'kept';
    let complaint: { id: string; protocol: string } | null = null;
    if (STOP_WORDS.has(said)) {
      action = 'stopped';
      await tx.query(
        `INSERT INTO family_message_stops (phone_hash, stopped_at) VALUES ($1, $2)
         ON CONFLICT (phone_hash) DO NOTHING`,
        [reply.phoneHash, now],
      );
      await tx.query(
        `UPDATE vouchers SET message_consent_revoked_at = $2
          WHERE received_phone_hash = $1 AND message_consent_version IS NOT NULL
            AND message_consent_revoked_at IS NULL`,
        [reply.phoneHash, now],
      );
      await tx.query(
        `UPDATE family_messages SET status = 'suppressed', status_at = $2
          WHERE phone_hash = $1 AND status = 'queued'`,
        [reply.phoneHash, now],
      );
    } else if (message && said === '1') {
      action = 'confirmed';
      await recordFamilyReceived(tx, message.voucher_id, now);
    } else if (message && said === '2') {
      action = 'disputed';
      const [earlier] = await tx.query(
        `SELECT 1 FROM family_message_replies WHERE message_id = $1 AND action = 'disputed'`,
        [message.id],
      );
      if (!earlier) {
        complaint = await openComplaint(
          tx,
          deps.protection,
          deps.config.complaintDeadlineDays,
          {
            category: 'notReceived',
            description: 'A família respondeu 2 (não recebeu) à mensagem de confirmação.',
            receiptCode: null,
            phone: null,
            anonymous: false,
            channel: 'message',
            voucherId: message.voucher_id,
          },
          now,
        );
        await recordFamilyNotReceived(tx, message.voucher_id, now);
      }
    }
    if (message)
      await tx.query(
        `UPDATE family_messages SET status = 'answered', status_at = $2
          WHERE id = $1 AND status IN ('sent', 'delivered')`,
        [message.id, now],
      );
    await tx.query(
      `INSERT INTO family_message_replies (id, message_id, phone_hash, body, action, complaint_id, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        message?.id ?? null,
        reply.phoneHash,
        reply.text.slice(0, REPLY_MAX_LENGTH),
        action,
        complaint?.id ?? null,
        now,
      ],
    );
    return { action, protocol: complaint?.protocol ?? null };
  });
}
