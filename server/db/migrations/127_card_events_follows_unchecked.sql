-- follows_id is only ever written by appendCardEvents from the card's own newest row, and rows are
-- never changed nor removed (the append-only triggers), so its foreign key can never fail: the
-- check per appended row is dropped (decision 213).
ALTER TABLE card_events DROP CONSTRAINT card_events_follows_id_fkey;
