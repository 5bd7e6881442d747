import type { Db } from '../../db/db.ts';
import {
  REPLY_ACTION_TEXTS,
  type FamilyMessageView,
  type FamilyReplyView,
  type MessageCounts,
  type ReplyAction,
} from '#contract/family-messages.ts';
import {
  MESSAGE_STATUS_TEXTS,
  type VoucherMessage,
  type MessageStatus,
} from '#contract/message-status.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

type MessageRow = {
  id: string;
  phone_masked: string;
  body: string | null;
  status: MessageStatus;
  created_at: Date | string;
  sent_at: Date | string | null;
  donation_id: string;
  voucher_id: string;
};

type ReplyRow = {
  message_id: string;
  body: string | null;
  action: ReplyAction;
  received_at: Date | string;
  protocol: string | null;
};

export async function listFamilyMessages(db: Db, limit: number): Promise<FamilyMessageView[]> {
  const messages = await db.query<MessageRow>(
    `SELECT m.id, m.phone_masked, m.body, m.status, m.created_at, m.sent_at, v.donation_id, m.voucher_id
       FROM family_messages m JOIN vouchers v ON v.voucher_id = m.voucher_id
      ORDER BY m.created_at DESC, m.id LIMIT $1`,
    [limit],
  );
  const replies = await db.query<ReplyRow>(
    `SELECT r.message_id, r.body, r.action, r.received_at, c.protocol
       FROM family_message_replies r LEFT JOIN complaints c ON c.id = r.complaint_id
      WHERE r.message_id = ANY($1::uuid[])
      ORDER BY r.received_at`,
    [messages.map((message) => message.id)],
  );
  const byMessage = new Map<string, FamilyReplyView[]>();
  for (const reply of replies) {
    const list = byMessage.get(reply.message_id) ?? [];
    list.push({
      text: reply.body,
      action: reply.action,
      actionText: REPLY_ACTION_TEXTS[reply.action],
      receivedAt: iso(reply.received_at)!,
      protocol: reply.protocol,
    });
    byMessage.set(reply.message_id, list);
  }
  return messages.map((message) => ({
    id: message.id,
    phone: message.phone_masked,
    text: message.body,
    status: message.status,
    statusText: MESSAGE_STATUS_TEXTS[message.status],
    createdAt: iso(message.created_at)!,
    sentAt: iso(message.sent_at),
    donationId: message.donation_id,
    voucherId: message.voucher_id,
    replies: byMessage.get(message.id) ?? [],
  }));
}

export async function sentMessagePhone(db: Db, messageId: string): Promise<string | null> {
  const [row] = await db.query<{ phone_hash: string }>(
    `SELECT phone_hash FROM family_messages
      WHERE id = $1 AND status IN ('sent', 'delivered', 'answered')`,
    [messageId],
  );
  return row?.phone_hash ?? null;
}

export async function messageStatusOf(
  db: Db,
  voucherIds: string[],
): Promise<Map<string, VoucherMessage>> {
  const rows = await db.query<{ voucher_id: string; status: MessageStatus; status_at: Date }>(
    `SELECT voucher_id, status, status_at FROM family_messages WHERE voucher_id = ANY($1::text[])`,
    [voucherIds],
  );
  return new Map(
    rows.map((row) => [
      row.voucher_id,
      { status: row.status, statusText: MESSAGE_STATUS_TEXTS[row.status], at: iso(row.status_at)! },
    ]),
  );
}

/** A family answering twice counts once. */
export async function messageCounts(db: Db): Promise<MessageCounts> {
  const [row] = await db.query<MessageCounts>(
    `SELECT
       (SELECT count(*)::int FROM family_messages WHERE sent_at IS NOT NULL) AS sent,
       (SELECT count(DISTINCT message_id)::int FROM family_message_replies) AS answered,
       (SELECT count(DISTINCT message_id)::int FROM family_message_replies
         WHERE action = 'confirmed') AS confirmed,
       (SELECT count(DISTINCT message_id)::int FROM family_message_replies
         WHERE action = 'disputed') AS disputed`,
  );
  return row ?? { sent: 0, answered: 0, confirmed: 0, disputed: 0 };
}
