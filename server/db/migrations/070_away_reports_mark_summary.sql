-- A leader's away report (docs/product.md R13.4) changes the `leaderUnavailable` flag of the
-- donations it names, which the filter and the overview read from the summary of migration 020.
-- Its triggers watch the donations and their cards only, so a report made after the summary was
-- computed stayed out of both until something else touched the donation. A report's donations
-- are marked when it is made, when it ends and when it goes, once per statement.

CREATE FUNCTION overview_mark_reported_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donations d SET overview_dirty = true
    FROM (SELECT DISTINCT donation_id FROM changed_rows) c
   WHERE d.donation_id = c.donation_id AND NOT d.overview_dirty;
  RETURN NULL;
END $$;
CREATE TRIGGER leader_report_donations_overview_insert AFTER INSERT ON leader_report_donations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_reported_donations();
CREATE TRIGGER leader_report_donations_overview_delete AFTER DELETE ON leader_report_donations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_reported_donations();

-- Ending a report (or any change to it) marks every donation it named.
CREATE FUNCTION overview_mark_report_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donations d SET overview_dirty = true
    FROM leader_report_donations rd
   WHERE rd.report_id IN (SELECT id FROM changed_reports)
     AND d.donation_id = rd.donation_id AND NOT d.overview_dirty;
  RETURN NULL;
END $$;
CREATE TRIGGER leader_reports_overview_update AFTER UPDATE ON leader_reports
  REFERENCING NEW TABLE AS changed_reports FOR EACH STATEMENT EXECUTE FUNCTION overview_mark_report_donations();
