-- Idempotency keys are scoped by a SHA-256 digest of the request's path instead of the path
-- itself: a path of any length fits the primary key's index (a 12,000-character path overflowed
-- it and answered 500), and a row's size no longer grows with its path. The digest is the hex
-- SHA-256 of the path's UTF-8 bytes, as server/http/idempotency/idempotency-store.ts computes it,
-- so keys already stored keep matching their resends.
ALTER TABLE idempotency_keys ADD COLUMN path_digest text;
UPDATE idempotency_keys SET path_digest = encode(sha256(convert_to(path, 'UTF8')), 'hex');
ALTER TABLE idempotency_keys ALTER COLUMN path_digest SET NOT NULL;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys DROP COLUMN path;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (user_id, method, path_digest, idempotency_key);
