-- The campaign overview's summary (docs/product.md R12, docs/reports/2026-11-24-overview-scale.md).
-- At 100,000 donations and 1,000,000 cards, counting cards by joining vouchers takes 0.5–1.8 s on
-- PGlite, the anomaly flags' SQL 35 s or more, and even joining a 1:1 summary table to donations
-- tripled the overview's time, so each donation carries its card counts and its flags in its own
-- row, and its cards delivered per day are kept beside it. A donation is marked `overview_dirty`
-- whenever it or one of its cards changes (a new one starts dirty);
-- server/domain/donations/donation-summary.ts recomputes dirty donations with the same SQL the
-- details use (server/domain/donations/anomaly-sql.ts), before an answer that reads the summary and
-- in the background (job queue) when there are many.

ALTER TABLE donations
  ADD COLUMN cards_pending       integer NOT NULL DEFAULT 0,
  ADD COLUMN cards_delivered     integer NOT NULL DEFAULT 0,
  ADD COLUMN cards_not_delivered integer NOT NULL DEFAULT 0,
  ADD COLUMN anomalies           text[]  NOT NULL DEFAULT '{}',
  ADD COLUMN overview_dirty      boolean NOT NULL DEFAULT true;
CREATE INDEX donations_overview_dirty_idx ON donations (donation_id) WHERE overview_dirty;

-- Cards delivered (status 2) per São Paulo day, per donation.
CREATE TABLE donation_delivery_days (
  donation_id text NOT NULL REFERENCES donations (donation_id) ON DELETE CASCADE,
  day         date NOT NULL,
  cards       integer NOT NULL,
  PRIMARY KEY (donation_id, day)
);
CREATE INDEX donation_delivery_days_day_idx ON donation_delivery_days (day, donation_id);

-- A change to what the counts and the flags read marks the donation (the summary's own columns
-- are not in the list, so recomputing them never marks it again).
CREATE FUNCTION overview_mark_donation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.overview_dirty := true;
  RETURN NEW;
END $$;
CREATE TRIGGER donations_overview_dirty BEFORE UPDATE OF
    donation_id, leader_id, site_id, quantity, status, received, received_quantity, receive_lat, receive_lon,
    delivery_started, last_delivery, completed
  ON donations FOR EACH ROW EXECUTE FUNCTION overview_mark_donation();

-- Cards: once per statement, so a load of 100,000 cards marks its donations in one update.
CREATE FUNCTION overview_mark_new_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donations d SET overview_dirty = true
    FROM (SELECT DISTINCT donation_id FROM new_rows) c
   WHERE d.donation_id = c.donation_id AND NOT d.overview_dirty;
  RETURN NULL;
END $$;
CREATE FUNCTION overview_mark_removed_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donations d SET overview_dirty = true
    FROM (SELECT DISTINCT donation_id FROM old_rows) c
   WHERE d.donation_id = c.donation_id AND NOT d.overview_dirty;
  RETURN NULL;
END $$;
CREATE TRIGGER vouchers_overview_insert AFTER INSERT ON vouchers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_new_cards();
CREATE TRIGGER vouchers_overview_update AFTER UPDATE ON vouchers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_new_cards();
CREATE TRIGGER vouchers_overview_delete AFTER DELETE ON vouchers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_removed_cards();

-- The leaders' table groups donations by leader.
CREATE INDEX donations_leader_status_idx ON donations (leader_id, status);
