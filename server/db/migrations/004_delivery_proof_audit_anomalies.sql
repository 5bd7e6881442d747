-- Issue 14, items 15–17: where sites are (delivery proof on a map), returned and lost donations
-- with an audit log, and what the anomaly flags compare (photo hashes, distances).

-- 15. A site's position, optional: sites loaded before this column have none.
ALTER TABLE sites ADD COLUMN lat double precision;
ALTER TABLE sites ADD COLUMN lon double precision;

-- Great-circle distance in km (haversine); shared by the anomaly flags and the map's distances.
CREATE FUNCTION distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT 2 * 6371.0088 * asin(sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))
$$;

-- 16. Who marked a donation returned (5) or lost (6), when and why. Rows are never updated.
CREATE TABLE donation_audit (
  id          bigserial PRIMARY KEY,
  donation_id text NOT NULL REFERENCES donations (donation_id),
  from_status smallint NOT NULL,
  to_status   smallint NOT NULL CHECK (to_status IN (5, 6)),
  reason      text NOT NULL,
  actor_id    uuid NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX donation_audit_donation_idx ON donation_audit (donation_id, created_at);

-- 17. The delivery photo's perceptual hash (64-bit dHash), compared by Hamming distance.
ALTER TABLE vouchers ADD COLUMN photo_hash bit(64);
CREATE INDEX vouchers_photo_hash_idx ON vouchers (photo_hash) WHERE photo_hash IS NOT NULL;
