-- An admin passes an open donation to another leader from the app (docs/product.md R13.4), and
-- the donation's history says so: who passed it, from whom, to whom, when and why. The status
-- does not change; the row keeps it in both columns. Rows are still never updated.

ALTER TABLE donation_audit ADD COLUMN from_leader_id uuid REFERENCES users (id);
ALTER TABLE donation_audit ADD COLUMN to_leader_id uuid REFERENCES users (id);

ALTER TABLE donation_audit DROP CONSTRAINT donation_audit_action_check;
ALTER TABLE donation_audit ADD CONSTRAINT donation_audit_action_check
  CHECK (action IN ('close', 'undo', 'reopen', 'transfer'));
-- A transfer names both leaders and keeps the status; no other action names a leader.
ALTER TABLE donation_audit ADD CONSTRAINT donation_audit_transfer_leaders_check
  CHECK ((action = 'transfer') = (from_leader_id IS NOT NULL AND to_leader_id IS NOT NULL));
ALTER TABLE donation_audit ADD CONSTRAINT donation_audit_transfer_status_check
  CHECK (action <> 'transfer' OR from_status = to_status);
