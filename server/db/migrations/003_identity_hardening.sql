-- Refresh tokens rotate: each sign-in starts a family; every refresh uses one token up and hands
-- out the next. A used token shown again means a copy leaked, and the whole family is revoked.
ALTER TABLE refresh_tokens ADD COLUMN family_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE refresh_tokens ADD COLUMN family_expires_at timestamptz;
ALTER TABLE refresh_tokens ADD COLUMN used_at timestamptz;
UPDATE refresh_tokens SET family_expires_at = expires_at;
ALTER TABLE refresh_tokens ALTER COLUMN family_expires_at SET NOT NULL;
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Failed sign-in and password-change attempts, per account and per client address, shared by
-- every server instance on this database. `lockouts` grows the next lockout (backoff).
CREATE TABLE auth_throttle (
  key          text PRIMARY KEY,           -- 'account:<login>' or 'ip:<address>'
  failures     integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL,
  locked_until timestamptz,
  lockouts     integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX auth_throttle_updated_idx ON auth_throttle (updated_at);
