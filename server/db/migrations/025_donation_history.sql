-- A donation's history holds more than closings (docs/product.md R13.2): an admin's closing as
-- returned (5) or lost (6), its undo within a few minutes by the same admin, and a reopening to the
-- status before the closing, later, by any admin with a reason. Rows are still never updated.

ALTER TABLE donation_audit ADD COLUMN action text NOT NULL DEFAULT 'close' CHECK (action IN ('close', 'undo', 'reopen'));

-- A closing goes to 5 or 6; an undo or a reopening goes back to an open status (1–3).
ALTER TABLE donation_audit DROP CONSTRAINT donation_audit_to_status_check;
ALTER TABLE donation_audit ADD CONSTRAINT donation_audit_to_status_check
  CHECK ((action = 'close' AND to_status IN (5, 6)) OR (action <> 'close' AND to_status BETWEEN 1 AND 3));

-- An undo needs no reason (it takes back a tap made a moment ago); a closing and a reopening do.
ALTER TABLE donation_audit ALTER COLUMN reason DROP NOT NULL;
ALTER TABLE donation_audit ADD CONSTRAINT donation_audit_reason_check CHECK (action = 'undo' OR reason IS NOT NULL);
