-- The campaign overview's summary (docs/product.md R12, docs/performance.md P6). At 100,000
-- donations and 1,000,000 cards, counting cards by joining vouchers takes 0.5–1.8 s on PGlite and
-- the anomaly flags' SQL 35 s or more, so each donation's card counts, its flags and its cards
-- delivered per day are kept here. Triggers mark a donation `dirty` whenever it or one of its
-- cards changes (statement-level, so a load of 100,000 cards costs one statement each);
-- server/domain/overview/overview-summary.ts recomputes dirty donations with the same SQL the
-- details use (server/domain/review/anomaly-sql.ts), before an answer that reads the summary and
-- in the background (job queue) when there are many.

CREATE TABLE donation_overview (
  donation_id         text PRIMARY KEY REFERENCES donations (donation_id) ON DELETE CASCADE,
  cards_pending       integer NOT NULL DEFAULT 0,
  cards_delivered     integer NOT NULL DEFAULT 0,
  cards_not_delivered integer NOT NULL DEFAULT 0,
  anomalies           text[]  NOT NULL DEFAULT '{}',
  dirty               boolean NOT NULL DEFAULT true
);
CREATE INDEX donation_overview_dirty_idx ON donation_overview (donation_id) WHERE dirty;

-- Cards delivered (status 2) per São Paulo day, per donation.
CREATE TABLE donation_delivery_days (
  donation_id text NOT NULL REFERENCES donations (donation_id) ON DELETE CASCADE,
  day         date NOT NULL,
  cards       integer NOT NULL,
  PRIMARY KEY (donation_id, day)
);
CREATE INDEX donation_delivery_days_day_idx ON donation_delivery_days (day, donation_id);

CREATE FUNCTION overview_mark_new_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO donation_overview (donation_id) SELECT donation_id FROM new_rows
    ON CONFLICT (donation_id) DO UPDATE SET dirty = true;
  RETURN NULL;
END $$;

CREATE FUNCTION overview_mark_changed_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donation_overview o SET dirty = true
    FROM (SELECT DISTINCT donation_id FROM new_rows) c
   WHERE o.donation_id = c.donation_id AND NOT o.dirty;
  RETURN NULL;
END $$;

CREATE FUNCTION overview_mark_removed_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donation_overview o SET dirty = true
    FROM (SELECT DISTINCT donation_id FROM old_rows) c
   WHERE o.donation_id = c.donation_id AND NOT o.dirty;
  RETURN NULL;
END $$;

CREATE TRIGGER donations_overview_insert AFTER INSERT ON donations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_new_donations();
CREATE TRIGGER donations_overview_update AFTER UPDATE ON donations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_changed_donations();
CREATE TRIGGER vouchers_overview_insert AFTER INSERT ON vouchers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_changed_donations();
CREATE TRIGGER vouchers_overview_update AFTER UPDATE ON vouchers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_changed_donations();
CREATE TRIGGER vouchers_overview_delete AFTER DELETE ON vouchers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_removed_cards();

-- Donations that exist before this migration start dirty.
INSERT INTO donation_overview (donation_id) SELECT donation_id FROM donations;

-- The overview groups donations by leader and looks at the open ones by status.
CREATE INDEX donations_leader_status_idx ON donations (leader_id, status);
