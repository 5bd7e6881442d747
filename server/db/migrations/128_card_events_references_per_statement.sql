-- The ledger's references are checked once per INSERT statement, set-based, instead of one
-- foreign-key look-up and row lock per row and per reference (decision 222): a charge file's
-- 'loaded' rows cost more than its cards. vouchers, donations, users and loads are never deleted
-- from, so the lock a foreign key takes on the row it references protected nothing here.
ALTER TABLE card_events
  DROP CONSTRAINT card_events_voucher_id_fkey,
  DROP CONSTRAINT card_events_donation_id_fkey,
  DROP CONSTRAINT card_events_actor_id_fkey,
  DROP CONSTRAINT card_events_leader_id_fkey,
  DROP CONSTRAINT card_events_load_id_fkey;

CREATE FUNCTION card_events_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n
              WHERE NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.voucher_id = n.voucher_id))
     OR EXISTS (SELECT 1 FROM (SELECT DISTINCT donation_id FROM new_rows) n
                 WHERE NOT EXISTS (SELECT 1 FROM donations d WHERE d.donation_id = n.donation_id))
     OR EXISTS (SELECT 1 FROM (SELECT actor_id AS id FROM new_rows UNION SELECT leader_id FROM new_rows) n
                 WHERE n.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.id))
     OR EXISTS (SELECT 1 FROM (SELECT DISTINCT load_id FROM new_rows) n
                 WHERE n.load_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM loads l WHERE l.id = n.load_id))
  THEN
    RAISE EXCEPTION 'card_events: an event names a card, donation, user or file that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER card_events_references AFTER INSERT ON card_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_events_check_references();
