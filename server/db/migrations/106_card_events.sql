-- Every card's life as a ledger (docs/product.md R20, decision 186): one row per event, appended,
-- never changed nor removed; a card's state is derived from its rows. Rows hold no family's
-- data (ids, kinds, moments, amounts): an erasure leaves them whole and still adds up. An admin's
-- free text (why a contradiction was resolved) lives beside them in card_event_notes, which an
-- erasure may clear.
CREATE TABLE card_events (
  id            bigserial PRIMARY KEY,
  voucher_id    text NOT NULL REFERENCES vouchers (voucher_id),
  kind          text NOT NULL CHECK (kind IN (
                  'loaded', 'received', 'transferred', 'delivered', 'notDelivered', 'returned',
                  'lost', 'reopened', 'activated', 'firstUsed', 'balanceReported', 'expired',
                  'recalled', 'resolved')),
  -- When it happened: the phone's clock for a leader's write sent later, the file's date for a
  -- provider's statement; logged_at is when the server wrote the row.
  occurred_at   timestamptz NOT NULL,
  logged_at     timestamptz NOT NULL DEFAULT now(),
  -- Who: a user (leader or admin); null for the rows this migration derived with no author.
  actor_id      uuid REFERENCES users (id),
  -- From where: the app (a phone or the desk), a charge file, a provider's statement, or this
  -- migration; load_id names the file.
  source        text NOT NULL CHECK (source IN ('app', 'charge', 'statement', 'migration')),
  load_id       uuid REFERENCES loads (id),
  -- The card's donation and the leader holding it once this event happened.
  donation_id   text NOT NULL REFERENCES donations (donation_id),
  leader_id     uuid NOT NULL REFERENCES users (id),
  -- The card's newest event when this one was written (null for its first): two rows following
  -- the same one are two facts written without knowing of each other.
  follows_id    bigint REFERENCES card_events (id),
  -- balanceReported: the balance in centavos and the date it expires on (a provider's statement).
  balance_cents bigint CHECK (balance_cents >= 0),
  expires_on    date,
  CHECK (kind <> 'balanceReported' OR balance_cents IS NOT NULL),
  CHECK (source <> 'charge' AND source <> 'statement' OR load_id IS NOT NULL)
);
CREATE INDEX card_events_voucher_idx ON card_events (voucher_id, id);
CREATE INDEX card_events_kind_idx ON card_events (kind, occurred_at);

-- Why an admin wrote an event (a resolution's reason): free text, so it may name someone; an
-- erasure of the card deletes it and the event stays.
CREATE TABLE card_event_notes (
  event_id bigint PRIMARY KEY REFERENCES card_events (id),
  note     text NOT NULL CHECK (length(note) BETWEEN 1 AND 1000)
);

CREATE FUNCTION card_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'card_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

-- The leader holding a donation's cards at a moment: the newest transfer up to then, else the
-- leader the first transfer left, else the donation's leader.
CREATE FUNCTION donation_leader_at(donation text, at timestamptz) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT to_leader_id FROM donation_audit
      WHERE donation_id = donation AND action = 'transfer' AND created_at <= at
      ORDER BY created_at DESC, id DESC LIMIT 1),
    (SELECT from_leader_id FROM donation_audit
      WHERE donation_id = donation AND action = 'transfer' ORDER BY created_at, id LIMIT 1),
    (SELECT leader_id FROM donations WHERE donation_id = donation))
$$;

-- The events of every card that has none, read from what the tables already say: loaded (when
-- its donation was made), received, transferred, delivered or not, returned or lost at a
-- donation's closing and reopened at its undo or reopening. Used by this migration and by the
-- demo seed; returns how many rows it wrote.
CREATE FUNCTION card_events_backfill() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  base bigint;
  written bigint;
BEGIN
  LOCK TABLE card_events IN EXCLUSIVE MODE;
  SELECT coalesce(max(id), 0) INTO base FROM card_events;
  WITH cards AS (
    SELECT v.voucher_id, v.status, v.delivered, d.donation_id, d.created, d.received, d.last_delivery,
           EXISTS (SELECT 1 FROM donation_audit a WHERE a.donation_id = d.donation_id AND a.action = 'transfer') AS moved,
           d.leader_id
      FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
     WHERE NOT EXISTS (SELECT 1 FROM card_events e WHERE e.voucher_id = v.voucher_id)
  ), facts AS (
    SELECT voucher_id, 'loaded' AS kind, created AS occurred_at, NULL::uuid AS actor_id, donation_id,
           CASE WHEN moved THEN donation_leader_at(donation_id, '-infinity') ELSE leader_id END AS leader_id,
           0 AS step, 0::bigint AS tie
      FROM cards
    UNION ALL
    SELECT voucher_id, 'received', received, l.leader, donation_id, l.leader, 1, 0
      FROM cards, LATERAL (SELECT CASE WHEN moved THEN donation_leader_at(donation_id, received) ELSE leader_id END AS leader) l
     WHERE received IS NOT NULL
    UNION ALL
    SELECT c.voucher_id, 'transferred', a.created_at, a.actor_id, c.donation_id, a.to_leader_id, 2, a.id
      FROM cards c JOIN donation_audit a ON a.donation_id = c.donation_id AND a.action = 'transfer'
    UNION ALL
    SELECT voucher_id, CASE WHEN status = 2 THEN 'delivered' ELSE 'notDelivered' END, t.at, l.leader, donation_id, l.leader, 3, 0
      FROM cards,
           LATERAL (SELECT coalesce(delivered, last_delivery, received, created) AS at) t,
           LATERAL (SELECT CASE WHEN moved THEN donation_leader_at(donation_id, t.at) ELSE leader_id END AS leader) l
     WHERE status IN (2, 3)
    UNION ALL
    SELECT c.voucher_id,
           CASE WHEN a.action = 'close' AND a.to_status = 5 THEN 'returned'
                WHEN a.action = 'close' THEN 'lost' ELSE 'reopened' END,
           a.created_at, a.actor_id, c.donation_id,
           CASE WHEN c.moved THEN donation_leader_at(c.donation_id, a.created_at) ELSE c.leader_id END,
           4, a.id
      FROM cards c JOIN donation_audit a ON a.donation_id = c.donation_id AND a.action IN ('close', 'undo', 'reopen')
     WHERE c.status = 1
  ), numbered AS (
    SELECT f.*, base + row_number() OVER (ORDER BY voucher_id, occurred_at, step, tie) AS id
      FROM facts f
  ), inserted AS (
    INSERT INTO card_events (id, voucher_id, kind, occurred_at, actor_id, source, donation_id, leader_id, follows_id)
    SELECT id, voucher_id, kind, occurred_at, actor_id, 'migration', donation_id, leader_id,
           CASE WHEN lag(voucher_id) OVER (ORDER BY id) = voucher_id THEN id - 1 END
      FROM numbered
    RETURNING id
  )
  SELECT count(*) INTO written FROM inserted;
  IF written > 0 THEN
    PERFORM setval('card_events_id_seq', base + written);
  END IF;
  RETURN written;
END
$$;

SELECT card_events_backfill();

CREATE TRIGGER card_events_append_only BEFORE UPDATE OR DELETE ON card_events
  FOR EACH ROW EXECUTE FUNCTION card_events_refuse_change();
CREATE TRIGGER card_events_no_truncate BEFORE TRUNCATE ON card_events
  FOR EACH STATEMENT EXECUTE FUNCTION card_events_refuse_change();
