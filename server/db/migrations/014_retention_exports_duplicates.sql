-- Retention, complete exports and the duplicate-family flag (docs/privacy.md).

-- Settings the SQL itself reads (the duplicate-family flag's window), written by the server at
-- start-up from DUPLICATE_WINDOW_DAYS and RETENTION_DAYS. One row.
CREATE TABLE privacy_settings (
  id                    boolean PRIMARY KEY DEFAULT true CHECK (id),
  duplicate_window_days integer NOT NULL DEFAULT 30 CHECK (duplicate_window_days > 0),
  retention_days        integer NOT NULL DEFAULT 365 CHECK (retention_days > 0)
);
INSERT INTO privacy_settings DEFAULT VALUES;

-- Which data key sealed a stored file (disk store); null: written before encryption, or kept by
-- a store that encrypts by itself (S3). The rotation job re-seals the others.
ALTER TABLE files ADD COLUMN sealed_with text;

-- A report made with the identifiers whole (an admin's choice): its complete file is kept
-- apart from the masked one everybody may download, and deleted when it expires.
ALTER TABLE reports ADD COLUMN complete boolean NOT NULL DEFAULT false;
ALTER TABLE reports ADD COLUMN complete_file_id uuid REFERENCES files (id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN complete_expires_at timestamptz;

-- Stored files whose references are gone (a family's photos at anonymisation): removed from the
-- store after the transaction that dropped them commits, and again by the next run if that failed.
CREATE TABLE file_removals (
  file_id    uuid PRIMARY KEY,
  queued_at  timestamptz NOT NULL
);

-- The retention job finds closed donations by when they closed.
CREATE INDEX donations_completed_idx ON donations (completed) WHERE completed IS NOT NULL;
-- ... and the cards it has not anonymised yet, or whose keyed hash it must still drop.
CREATE INDEX vouchers_kept_idx ON vouchers (donation_id) WHERE anonymised_at IS NULL AND received_name IS NOT NULL;
CREATE INDEX vouchers_hash_kept_idx ON vouchers (delivered) WHERE anonymised_at IS NOT NULL AND received_cpf_hash IS NOT NULL;
