-- Secrets every instance on one database must share (token signing key, file link key).
CREATE TABLE IF NOT EXISTS shared_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
