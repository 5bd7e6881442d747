-- An account has an end (docs/privacy.md "Accounts"). An admin disables it: every session ends at
-- once and sign-in is refused. An admin, a data-subject request or the retention run anonymises
-- it: the name becomes 'Anonimizado' and every identifier is erased, so the login, its keyed hash
-- and the e-mail may now be empty. The row stays: donations, audits and the access log name it.
ALTER TABLE users
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN anonymised_at timestamptz;
ALTER TABLE users ALTER COLUMN login_hash DROP NOT NULL;
ALTER TABLE users ALTER COLUMN login_enc DROP NOT NULL;
ALTER TABLE users ALTER COLUMN email_enc DROP NOT NULL;
-- The retention run finds accounts disabled long ago.
CREATE INDEX users_disabled_idx ON users (disabled_at) WHERE disabled_at IS NOT NULL AND anonymised_at IS NULL;

-- Resetting an admin's password takes two admins: the first asks, a second one confirms and is
-- the one who sees the temporary password. An open request lives a day.
CREATE TABLE password_reset_requests (
  user_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL
);

-- The person is told of a reset at her next sign-in ('Defina sua nova senha' names who and when);
-- once she has chosen her own password the reset counts as seen.
ALTER TABLE password_resets ADD COLUMN seen_at timestamptz;
