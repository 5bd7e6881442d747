-- A consented delivery marks its card; the queueing job writes the marked cards' messages in
-- batches after the delivery commits, and clears the mark (docs/decisions/218).
ALTER TABLE vouchers ADD COLUMN message_awaited boolean NOT NULL DEFAULT false;
CREATE INDEX vouchers_message_awaited ON vouchers (voucher_id) WHERE message_awaited;
