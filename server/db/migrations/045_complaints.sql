-- 'Fale conosco / Ouvidoria' (docs/product.md R16): a complaint a family sends from the public
-- page, from /comprovante, or that staff open for a phone call, and the ombudsperson's queue.
--
-- The contact phone and the description are sealed in Node (AES-256-GCM, docs/privacy.md); the
-- phone also has a keyed hash so a data-subject request finds it. An anonymous complaint keeps no
-- contact at all. The stage, the public answer and the sensitive mark are written by the history's
-- insert trigger below, never by the server: the row is what its history says.
CREATE TABLE complaints (
  id                 uuid PRIMARY KEY,
  -- 'OUV-' and 6 characters of Crockford's base32: what the person keeps to follow it.
  protocol           text NOT NULL UNIQUE CHECK (protocol ~ '^OUV-[0-9A-HJKMNP-TV-Z]{6}$'),
  category           text NOT NULL CHECK (category IN (
                       'notReceived', 'cardProblem', 'chargedForCard', 'leaderConduct',
                       'question', 'suggestion', 'other')),
  channel            text NOT NULL CHECK (channel IN ('web', 'receipt', 'phone')),
  description_enc    text,
  -- The receipt code as typed (8 characters, no dash), which may lead to the delivery.
  receipt_code       text,
  anonymous          boolean NOT NULL,
  contact_phone_enc  text,
  contact_phone_hash text,
  CHECK (NOT anonymous OR (contact_phone_enc IS NULL AND contact_phone_hash IS NULL)),
  donation_id        text REFERENCES donations (donation_id),
  voucher_id         text REFERENCES vouchers (voucher_id),
  leader_id          uuid REFERENCES users (id),
  -- Staff who opened it for a phone call; null when the person sent it.
  opened_by          uuid REFERENCES users (id),
  created_at         timestamptz NOT NULL,
  due_at             timestamptz NOT NULL,
  -- Kept by complaint_history_applied():
  stage              text NOT NULL DEFAULT 'new',
  stage_at           timestamptz NOT NULL,
  sensitive          boolean NOT NULL,
  public_answer      text,
  answered_at        timestamptz,
  -- When retention or a data-subject request erased what could identify the person.
  anonymised_at      timestamptz
);
CREATE INDEX complaints_queue_idx ON complaints (stage, due_at);
CREATE INDEX complaints_leader_idx ON complaints (leader_id) WHERE leader_id IS NOT NULL;
CREATE INDEX complaints_donation_idx ON complaints (donation_id) WHERE donation_id IS NOT NULL;
CREATE INDEX complaints_voucher_idx ON complaints (voucher_id) WHERE voucher_id IS NOT NULL;
CREATE INDEX complaints_phone_idx ON complaints (contact_phone_hash) WHERE contact_phone_hash IS NOT NULL;
CREATE INDEX complaints_retention_idx ON complaints (created_at) WHERE anonymised_at IS NULL;

-- Every change of a complaint: the stage it moved to, who (null: the person who complained),
-- when, the staff's note, the answer the person reads with the protocol, and whether it marked
-- the complaint sensitive. Append-only: the triggers refuse UPDATE, DELETE and TRUNCATE, except
-- the one erasure a data-subject request or retention makes (note and answer emptied, nothing
-- else changed) once the complaint is anonymised.
CREATE TABLE complaint_history (
  seq              bigserial PRIMARY KEY,
  complaint_id     uuid NOT NULL REFERENCES complaints (id),
  at               timestamptz NOT NULL,
  actor_id         uuid REFERENCES users (id),
  stage            text NOT NULL CHECK (stage IN ('new', 'inReview', 'awaitingReply', 'answered', 'closed')),
  note             text,
  public_answer    text,
  marked_sensitive boolean NOT NULL DEFAULT false
);
CREATE INDEX complaint_history_complaint_idx ON complaint_history (complaint_id, seq);

CREATE FUNCTION complaint_history_applied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaints SET
    stage = NEW.stage,
    stage_at = NEW.at,
    sensitive = sensitive OR NEW.marked_sensitive,
    public_answer = coalesce(NEW.public_answer, public_answer),
    answered_at = CASE WHEN NEW.public_answer IS NOT NULL THEN NEW.at ELSE answered_at END
  WHERE id = NEW.complaint_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER complaint_history_applied AFTER INSERT ON complaint_history
  FOR EACH ROW EXECUTE FUNCTION complaint_history_applied();

CREATE FUNCTION complaint_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.seq = OLD.seq AND NEW.complaint_id = OLD.complaint_id AND NEW.at = OLD.at
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.stage = OLD.stage
     AND NEW.marked_sensitive = OLD.marked_sensitive
     AND NEW.note IS NULL AND NEW.public_answer IS NULL
     AND EXISTS (SELECT 1 FROM complaints WHERE id = OLD.complaint_id AND anonymised_at IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'complaint_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER complaint_history_append_only BEFORE UPDATE OR DELETE ON complaint_history
  FOR EACH ROW EXECUTE FUNCTION complaint_history_refuse_change();
CREATE TRIGGER complaint_history_no_truncate BEFORE TRUNCATE ON complaint_history
  FOR EACH STATEMENT EXECUTE FUNCTION complaint_history_refuse_change();
REVOKE DELETE, TRUNCATE ON complaint_history FROM PUBLIC;

-- The role of the charity's ombudsperson, who alone reads sensitive complaints.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'leader', 'readonly', 'ouvidoria'));

-- Public calls (no sign-in): a fixed window per key (an address, a code, a protocol), each key
-- a keyed hash so no address or code is stored as typed (server/domain/public-calls/public-throttle.ts).
CREATE TABLE public_throttle (
  key          text PRIMARY KEY,
  count        integer NOT NULL,
  window_start timestamptz NOT NULL
);
CREATE INDEX public_throttle_window_idx ON public_throttle (window_start);

-- Every public call that could probe or flood (a receipt check, a complaint, a protocol lookup):
-- when, which call, the keyed hash of the address and of what it asked for, and how it ended.
-- Not the staff's access log; kept a year (docs/privacy.md).
CREATE TABLE public_abuse_log (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL,
  endpoint      text NOT NULL,
  address_hash  text NOT NULL,
  subject_hash  text,
  outcome       text NOT NULL
);
CREATE INDEX public_abuse_log_at_idx ON public_abuse_log (at);
CREATE INDEX public_abuse_log_address_idx ON public_abuse_log (address_hash, at);
