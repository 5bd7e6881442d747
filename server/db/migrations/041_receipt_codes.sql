-- The family's voice (docs/product.md R15): each card recorded as delivered gets a receipt code
-- the family keeps (made on the leader's phone, or by the server when the phone's code is taken
-- or none came), and what the family answered at /comprovante. A code names one card: unique
-- across the campaign, so a code and the CPF's first digits can never point at two deliveries.
ALTER TABLE vouchers
  ADD COLUMN receipt_code text CHECK (receipt_code ~ '^[0-9A-HJKMNP-TV-Z]{8}$'),
  ADD COLUMN receipt_code_from_server boolean NOT NULL DEFAULT false,
  ADD COLUMN family_answer text CHECK (family_answer IN ('received', 'notReceived')),
  ADD COLUMN family_answered_at timestamptz;
CREATE UNIQUE INDEX vouchers_receipt_code_key ON vouchers (receipt_code);

-- The overview's family figures, kept with the other card counts (decision 071).
ALTER TABLE donations
  ADD COLUMN cards_family_confirmed integer NOT NULL DEFAULT 0,
  ADD COLUMN cards_family_disputed integer NOT NULL DEFAULT 0;
