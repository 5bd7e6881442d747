-- The public transparency page's daily snapshots (docs/product.md R17, decision 171): each row
-- is one published file, byte for byte, with its SHA-256 and the SHA-256 of the file before it.
-- The chain has one first snapshot and no forks (each file has at most one successor), and rows
-- are never changed or removed: a correction is a new snapshot with a note.
CREATE TABLE transparency_snapshots (
  seq             integer PRIMARY KEY CHECK (seq > 0),
  day             date NOT NULL,
  made_at         timestamptz NOT NULL,
  body            text NOT NULL,
  sha256          text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  previous_sha256 text UNIQUE REFERENCES transparency_snapshots (sha256),
  note            text,
  CHECK ((seq = 1) = (previous_sha256 IS NULL))
);
CREATE INDEX transparency_snapshots_day_idx ON transparency_snapshots (day, seq);

CREATE FUNCTION transparency_snapshots_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transparency_snapshots is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER transparency_snapshots_append_only BEFORE UPDATE OR DELETE ON transparency_snapshots
  FOR EACH ROW EXECUTE FUNCTION transparency_snapshots_refuse_change();
CREATE TRIGGER transparency_snapshots_no_truncate BEFORE TRUNCATE ON transparency_snapshots
  FOR EACH STATEMENT EXECUTE FUNCTION transparency_snapshots_refuse_change();
