-- The reconciliation export (docs/product.md R20.7) is a report type of its own.
ALTER TABLE reports DROP CONSTRAINT reports_type_check;
ALTER TABLE reports ADD CONSTRAINT reports_type_check
  CHECK (type IN ('sites', 'users', 'donation', 'voucher', 'reconciliation'));
