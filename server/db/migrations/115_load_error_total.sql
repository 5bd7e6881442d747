-- A refused file keeps its first 1,000 line errors and one line counting the rest; the load's
-- error count is the whole count, so the form can say how many more there are.
ALTER TABLE loads ADD COLUMN error_total integer CHECK (error_total >= 0);
