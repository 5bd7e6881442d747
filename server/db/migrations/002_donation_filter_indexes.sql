-- Indexes for the admin donation filter (GET /filter/donation) and the lists, so a filter over
-- 100,000 donations answers in a few milliseconds. Every list is ordered by
-- (created DESC, donation_id DESC); each index ends with that order, so the newest matches are
-- read straight from the index without sorting everything that matched.
-- (pg_trgm is not in PGlite by default, so the leader-name "contains" search scans users:
-- there are far fewer users than donations, and the join then uses donations_leader_idx.)

CREATE INDEX donations_created_order_idx ON donations (created DESC, donation_id DESC);
CREATE INDEX donations_status_created_idx ON donations (status, created DESC, donation_id DESC);
CREATE INDEX donations_site_created_idx ON donations (site_id, created DESC, donation_id DESC);

-- Superseded by the composite indexes above (same leading column).
DROP INDEX donations_status_idx;
DROP INDEX donations_site_idx;
DROP INDEX donations_created_idx;
