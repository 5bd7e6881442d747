-- Personal data at rest (docs/privacy.md). Identifiers are sealed with AES-256-GCM in `*_enc`
-- columns (`<keyId>.<base64url>`), and those searched or compared exactly also get a keyed hash
-- (HMAC-SHA-256, `<keyId>.<base64url>`) in `*_hash`. This migration adds the columns; the next
-- step (server/privacy/encrypt-existing.ts, in Node: the keys never reach the database) seals the
-- rows already there, and 012 drops the clear columns.

-- The keys that have sealed data here, by id, with a check value (an HMAC of a constant under
-- the key, which reveals nothing of it): a server started with other keys refuses to run rather
-- than mix data it cannot open.
CREATE TABLE data_keys (
  key_id      text PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('encryption', 'hashing')),
  check_value text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- Set by the rotation job once no row uses the key: it may then leave the keyring.
  retired_at  timestamptz
);

-- Staff and leaders: the login (CPF) is found by its hash; e-mail, RG, phone, birth date and
-- address are sealed.
ALTER TABLE users
  ADD COLUMN login_hash text,
  ADD COLUMN login_enc text,
  ADD COLUMN email_enc text,
  ADD COLUMN rg_enc text,
  ADD COLUMN phone_enc text,
  ADD COLUMN birthdate_enc text,
  ADD COLUMN delivery_location_enc text,
  ADD COLUMN delivery_cep_enc text,
  ADD COLUMN slums_enc text;

-- Families: CPF, phone and e-mail of whoever received a card, each sealed and hashed.
ALTER TABLE vouchers
  ADD COLUMN received_cpf_enc text,
  ADD COLUMN received_cpf_hash text,
  ADD COLUMN received_phone_enc text,
  ADD COLUMN received_phone_hash text,
  ADD COLUMN received_email_enc text,
  ADD COLUMN received_email_hash text,
  -- When the family's data was anonymised (retention or the family's own request).
  ADD COLUMN anonymised_at timestamptz;
