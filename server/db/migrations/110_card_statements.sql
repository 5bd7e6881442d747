-- The card provider's statement ('Extrato do cartão', docs/charges.md): a load of type
-- 'statement' is checked into statement_lines (its dry run) and waits for an admin to confirm
-- it; confirming records who did, when, and the reason given to apply a file that contradicts
-- what the app knows. The lines stay as the record of what the provider said.
ALTER TABLE loads DROP CONSTRAINT loads_type_check;
ALTER TABLE loads ADD CONSTRAINT loads_type_check
  CHECK (type IN ('voucher', 'user', 'donation', 'transfer', 'site', 'statement'));

ALTER TABLE loads
  ADD COLUMN confirmed_by uuid REFERENCES users (id),
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN override_reason text;

CREATE TABLE statement_lines (
  load_id        uuid NOT NULL REFERENCES loads (id) ON DELETE CASCADE,
  line           integer NOT NULL,
  card           text NOT NULL,
  activated_on   date,
  first_used_on  date,
  balance_cents  bigint,
  expires_on     date,
  -- What the dry run found (statement-comparison.ts STATEMENT_KINDS) and why a line contradicts.
  kinds          text[] NOT NULL,
  contradictions text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (load_id, line)
);
