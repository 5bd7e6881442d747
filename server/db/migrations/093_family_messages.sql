-- Messages to families (docs/product.md R18): one per card and template (dedupe_key is unique, so
-- a retried job or a second instance can never queue a second one), the replies, the phones that
-- answered 'SAIR', and what the local provider "sent" (the 'Mensagens de teste' screen is the
-- family's phone). Phones are never stored here in clear: the card's sealed phone is opened at
-- send time; these tables keep its keyed hash only. Texts are erased by the retention run.
CREATE TABLE family_messages (
  id                  uuid PRIMARY KEY,
  dedupe_key          text NOT NULL UNIQUE,
  voucher_id          text NOT NULL REFERENCES vouchers (voucher_id),
  template            text NOT NULL,
  phone_hash          text NOT NULL,
  -- The number as staff may see it: its last four digits.
  phone_masked        text NOT NULL,
  body                text,
  status              text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'answered', 'suppressed')),
  attempts            integer NOT NULL DEFAULT 0,
  provider_message_id text,
  error               text,
  created_at          timestamptz NOT NULL,
  due_at              timestamptz NOT NULL,
  claimed_at          timestamptz,
  sent_at             timestamptz,
  status_at           timestamptz NOT NULL
);
CREATE INDEX family_messages_voucher ON family_messages (voucher_id);
CREATE INDEX family_messages_phone ON family_messages (phone_hash, sent_at DESC);
CREATE INDEX family_messages_sent_at ON family_messages (sent_at);

CREATE TABLE family_message_replies (
  id           uuid PRIMARY KEY,
  message_id   uuid REFERENCES family_messages (id),
  phone_hash   text NOT NULL,
  body         text,
  action       text NOT NULL CHECK (action IN ('confirmed', 'disputed', 'stopped', 'kept')),
  complaint_id uuid REFERENCES complaints (id),
  received_at  timestamptz NOT NULL
);
CREATE INDEX family_message_replies_received ON family_message_replies (received_at DESC);

CREATE TABLE family_message_stops (
  phone_hash text PRIMARY KEY,
  stopped_at timestamptz NOT NULL
);

-- The local provider's phone: each message as the family would have received it.
CREATE TABLE local_phone_messages (
  id           uuid PRIMARY KEY,
  dedupe_key   text NOT NULL UNIQUE,
  phone_hash   text NOT NULL,
  phone_masked text NOT NULL,
  body         text,
  sent_at      timestamptz NOT NULL
);

-- A reply that came from a message is a complaint's channel of its own.
ALTER TABLE complaints DROP CONSTRAINT complaints_channel_check;
ALTER TABLE complaints ADD CONSTRAINT complaints_channel_check
  CHECK (channel IN ('web', 'receipt', 'phone', 'message'));

-- Inbound calls of the http provider's webhook already taken, by the gateway's id for each: a
-- replayed call is refused. Kept as long as a signed call could still be replayed and more.
CREATE TABLE family_message_inbound (
  call_id     text PRIMARY KEY,
  received_at timestamptz NOT NULL
);
