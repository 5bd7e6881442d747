import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { phoneKey } from '../../privacy/sealed-fields.ts';
import type { MessageProvider, OutgoingMessage } from './message-provider.ts';
import { maskedPhone } from './message-queue.ts';
import { WITHOUT_WAITING_FOR_DISK } from './message-sending.ts';

/** A message "arrives" once per key, with the phone's hash and last digits only. */
export function localProvider(
  db: Db,
  protection: DataProtection,
  now: () => Date,
): MessageProvider {
  return {
    name: 'local',
    async send(message: OutgoingMessage) {
      const id = randomUUID();
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO local_phone_messages (id, dedupe_key, phone_hash, phone_masked, body, sent_at)
         SELECT $1, $2, $3, $4, $5, $6::timestamptz FROM ${WITHOUT_WAITING_FOR_DISK}
         ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
         RETURNING id`,
        [
          id,
          message.key,
          protection.hash('phone', phoneKey(message.to)),
          maskedPhone(message.to),
          message.body,
          now(),
        ],
      );
      return { providerMessageId: row?.id ?? id };
    },
  };
}
