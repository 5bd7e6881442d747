-- The overview's funnel (docs/product.md R12.11) reads activated and used cards from each
-- donation's summary, as the other figures do, instead of every card's statements per request.
ALTER TABLE donations ADD COLUMN cards_activated integer NOT NULL DEFAULT 0;
ALTER TABLE donations ADD COLUMN cards_used integer NOT NULL DEFAULT 0;

-- A provider's fact in the ledger marks its card's donation, once per statement.
CREATE FUNCTION overview_mark_reported_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donations d SET overview_dirty = true
    FROM (SELECT DISTINCT donation_id FROM new_rows WHERE kind IN ('activated', 'firstUsed')) c
   WHERE d.donation_id = c.donation_id AND NOT d.overview_dirty;
  RETURN NULL;
END $$;
CREATE TRIGGER card_events_overview_insert AFTER INSERT ON card_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_reported_cards();

UPDATE donations SET overview_dirty = true
 WHERE donation_id IN (SELECT donation_id FROM card_events WHERE kind IN ('activated', 'firstUsed'));
