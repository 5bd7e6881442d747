import type { Db } from '../../db/db.ts';

/** What stays (a message went, its status, what a reply did) keeps staff's figures whole. */
export async function eraseOldMessageTexts(db: Db, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const messages = await db.query(
    'UPDATE family_messages SET body = NULL WHERE body IS NOT NULL AND created_at < $1 RETURNING id',
    [before],
  );
  const replies = await db.query(
    'UPDATE family_message_replies SET body = NULL WHERE body IS NOT NULL AND received_at < $1 RETURNING id',
    [before],
  );
  const phone = await db.query('DELETE FROM local_phone_messages WHERE sent_at < $1 RETURNING id', [
    before,
  ]);
  // A webhook call's id only matters while its signature could still be replayed.
  await db.query('DELETE FROM family_message_inbound WHERE received_at < $1', [
    new Date(now.getTime() - 24 * 60 * 60 * 1000),
  ]);
  return messages.length + replies.length + phone.length;
}

export async function eraseMessagesOfVouchers(tx: Db, voucherIds: string[]): Promise<void> {
  await tx.query(
    `UPDATE family_message_replies SET body = NULL
      WHERE message_id IN (SELECT id FROM family_messages WHERE voucher_id = ANY($1::text[]))`,
    [voucherIds],
  );
  await tx.query(
    `DELETE FROM local_phone_messages
      WHERE dedupe_key IN (SELECT dedupe_key FROM family_messages WHERE voucher_id = ANY($1::text[]))`,
    [voucherIds],
  );
  await tx.query(
    `UPDATE family_messages SET body = NULL, phone_masked = ''
      WHERE voucher_id = ANY($1::text[])`,
    [voucherIds],
  );
}
