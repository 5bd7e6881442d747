import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { phoneKey } from '../../privacy/sealed-fields.ts';
import type { MessageProvider, OutgoingMessage } from './message-provider.ts';
import { maskedPhone } from './message-queue.ts';
import { WITHOUT_WAITING_FOR_DISK } from './message-sending.ts';

/**
 * A message "arrives" once per key, with the phone's hash and last digits only; a batch is one
 * INSERT. Its keys are distinct (one message each), as ON CONFLICT DO UPDATE requires.
 */
export function localProvider(
  db: Db,
  protection: DataProtection,
  now: () => Date,
): MessageProvider {
  const sendMany = async (messages: readonly OutgoingMessage[]) => {
    if (messages.length === 0) return [];
    const ids = messages.map(() => randomUUID());
    const rows = await db.query<{ id: string; dedupe_key: string }>(
      `INSERT INTO local_phone_messages (id, dedupe_key, phone_hash, phone_masked, body, sent_at)
       SELECT m.id, m.key, m.phone_hash, m.masked, m.body, $6::timestamptz
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])
              AS m(id, key, phone_hash, masked, body), ${WITHOUT_WAITING_FOR_DISK}
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id, dedupe_key`,
      [
        ids,
        messages.map((message) => message.key),
        messages.map((message) => protection.hash('phone', phoneKey(message.to))),
        messages.map((message) => maskedPhone(message.to)),
        messages.map((message) => message.body),
        now(),
      ],
    );
    const stored = new Map(rows.map((row) => [row.dedupe_key, row.id]));
    return messages.map((message, i) => ({
      providerMessageId: stored.get(message.key) ?? ids[i]!,
    }));
  };
  return {
    name: 'local',
    sendMany,
    async send(message) {
      const [outcome] = await sendMany([message]);
      return outcome!;
    },
  };
}
