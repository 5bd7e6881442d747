-- A password someone else chose for a person (a charge file's, an admin's temporary one) must be
-- changed at its first use, and is no good once unused for 72 hours: `password_expires_at` is
-- set with it and cleared when the person chooses her own (server/identity/password-change-tickets.ts).
ALTER TABLE users ADD COLUMN password_expires_at timestamptz;

-- Temporary passwords already handed out get the same 72 hours from now.
UPDATE users SET password_expires_at = now() + interval '72 hours' WHERE must_change_password;
