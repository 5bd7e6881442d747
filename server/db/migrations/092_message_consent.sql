-- The family's consent to a confirmation message at delivery (docs/product.md R18.1): which
-- version of the consent text the leader's form showed, and when. Only a delivered card with a
-- phone keeps one; 'SAIR' from that phone revokes it (message_consent_revoked_at).
ALTER TABLE vouchers
  ADD COLUMN message_consent_version text,
  ADD COLUMN message_consent_at timestamptz,
  ADD COLUMN message_consent_revoked_at timestamptz;
