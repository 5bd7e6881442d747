-- A donation whose received quantity differs from the quantity sent (issue 14, item 3). A
-- generated column: it can never disagree with the two quantities, old rows included, and the
-- admin filter can find the few divergent donations through the partial index.
ALTER TABLE donations
  ADD COLUMN quantity_divergent boolean
  GENERATED ALWAYS AS (received_quantity IS NOT NULL AND received_quantity <> quantity) STORED;

CREATE INDEX donations_divergent_created_idx ON donations (created DESC, donation_id DESC) WHERE quantity_divergent;
