-- Issue 14, item 12: the 'Pacote' a donation came in, i.e. the donation charge file (loads.type
-- 'donation') that created it; null for a donation registered by hand. Deferred, because a load
-- writes its donations before its own row, in the same transaction.
ALTER TABLE donations ADD COLUMN load_id uuid REFERENCES loads (id) DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX donations_load_idx ON donations (load_id) WHERE load_id IS NOT NULL;
