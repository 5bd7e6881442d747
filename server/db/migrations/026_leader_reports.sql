-- A leader who cannot deliver for now says so (docs/product.md R13.4): which of two reasons and
-- when, never details (a health report is sensitive data), and the donations she still had to
-- deliver then, so staff can pass them to someone else. Resolved when she confirms the health
-- checklist again.
CREATE TABLE leader_reports (
  id          bigserial PRIMARY KEY,
  leader_id   uuid NOT NULL REFERENCES users (id),
  kind        text NOT NULL CHECK (kind IN ('symptoms', 'cannotDeliver')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX leader_reports_open_idx ON leader_reports (leader_id, created_at DESC) WHERE resolved_at IS NULL;

CREATE TABLE leader_report_donations (
  report_id   bigint NOT NULL REFERENCES leader_reports (id) ON DELETE CASCADE,
  donation_id text NOT NULL REFERENCES donations (donation_id),
  PRIMARY KEY (report_id, donation_id)
);
CREATE INDEX leader_report_donations_donation_idx ON leader_report_donations (donation_id);
