-- 'Registro de acessos' (docs/privacy.md "The access log"): every read of a family's personal
-- data, who, when, which donation, card or report, from which address and why. It names cards,
-- never the family: a family is found through their cards' CPF hash while the cards keep it, and
-- once their data is anonymised nothing here leads back to them. Append-only: the
-- triggers below refuse UPDATE, DELETE and TRUNCATE, and each entry carries the SHA-256 of the
-- one before it, computed here in the database under a lock, so an edited or missing entry
-- breaks the chain that `npm run privacy:verify` checks.
CREATE TABLE access_log (
  -- Assigned by the chain trigger, in commit order: 1, 2, 3… with no gaps.
  seq            bigint PRIMARY KEY,
  at             timestamptz NOT NULL,
  -- Who read; null for the server itself (the retention job).
  actor_id       uuid REFERENCES users (id),
  actor_role     text,
  action         text NOT NULL,
  donation_id    text,
  voucher_id     text,
  report_id      uuid,
  client_address text,
  -- Free text: the reason given, the kind of export, how many rows.
  detail         text,
  prev_hash      text NOT NULL,
  hash           text NOT NULL
);
CREATE INDEX access_log_at_idx ON access_log (at DESC);
CREATE INDEX access_log_actor_idx ON access_log (actor_id, at DESC);
CREATE INDEX access_log_donation_idx ON access_log (donation_id, at DESC) WHERE donation_id IS NOT NULL;
CREATE INDEX access_log_voucher_idx ON access_log (voucher_id) WHERE voucher_id IS NOT NULL;
CREATE INDEX access_log_report_idx ON access_log (report_id) WHERE report_id IS NOT NULL;

-- One field of the hashed text: its length, a colon and the value ('-' when null), so no value
-- can shift into the next field. server/domain/access-log/access-log-chain.ts writes the same.
CREATE FUNCTION access_log_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE length(value)::text || ':' || value END
$$;

CREATE FUNCTION access_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous access_log%ROWTYPE;
BEGIN
  -- One writer at a time, to the end of its transaction: the next entry sees this one committed.
  PERFORM pg_advisory_xact_lock(73012027);
  SELECT * INTO previous FROM access_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(previous.seq, 0) + 1;
  NEW.prev_hash := coalesce(previous.hash, repeat('0', 64));
  -- Milliseconds, so any client reads back exactly what was hashed.
  NEW.at := date_trunc('milliseconds', NEW.at);
  NEW.hash := encode(sha256(convert_to(
    NEW.prev_hash || E'\n' || concat_ws('|',
      access_log_field(NEW.seq::text),
      access_log_field(to_char(NEW.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      access_log_field(NEW.actor_id::text),
      access_log_field(NEW.actor_role),
      access_log_field(NEW.action),
      access_log_field(NEW.donation_id),
      access_log_field(NEW.voucher_id),
      access_log_field(NEW.report_id::text),
      access_log_field(NEW.client_address),
      access_log_field(NEW.detail)),
    'UTF8')), 'hex');
  RETURN NEW;
END
$$;

CREATE TRIGGER access_log_chain BEFORE INSERT ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_chain();

CREATE FUNCTION access_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_refuse_change();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log FOR EACH STATEMENT EXECUTE FUNCTION access_log_refuse_change();
-- Where the server does not own its tables (docs/deploy.md), the grant holds it as well.
REVOKE UPDATE, DELETE, TRUNCATE ON access_log FROM PUBLIC;

-- Which cards each export held, so a family's request lists the exports their data went into.
CREATE TABLE report_subjects (
  report_id  uuid NOT NULL,
  voucher_id text NOT NULL,
  PRIMARY KEY (report_id, voucher_id)
);
CREATE INDEX report_subjects_voucher_idx ON report_subjects (voucher_id);
