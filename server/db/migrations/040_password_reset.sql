-- A forgotten password (local identity provider): an admin resets it to a one-time temporary
-- password that must be changed at the next sign-in. `must_change_password` holds the person at
-- the hosted page's 'Defina sua nova senha' step until they choose their own.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- Every reset, with who asked for it and when (the temporary password itself is never stored).
CREATE TABLE password_resets (
  id          bigserial PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reset_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at DESC);

-- The hosted page's proof that this browser just signed in with the temporary password: a random
-- value handed to the 'nova senha' form, stored as its SHA-256 only, single use, 10 minutes.
CREATE TABLE password_change_tickets (
  ticket      text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);
