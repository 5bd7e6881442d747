-- Idempotent /api writes (docs/offline.md): one row per key a user sent with a method and path.
-- 'in_progress' claims the key while the first request runs; 'completed' holds its answer.
CREATE TABLE idempotency_keys (
  user_id               uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method                text NOT NULL,
  path                  text NOT NULL,
  idempotency_key       text NOT NULL,
  fingerprint           text NOT NULL,
  state                 text NOT NULL CHECK (state IN ('in_progress', 'completed')),
  response_status       integer,
  response_content_type text,
  response_body         bytea,
  created_at            timestamptz NOT NULL,
  completed_at          timestamptz,
  PRIMARY KEY (user_id, method, path, idempotency_key)
);

-- The purge deletes by age.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
