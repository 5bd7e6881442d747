-- A refresh repeated within its grace gets the successor it got the first time. The successor is
-- kept wrapped (AES-GCM) under a key only the presented token yields, so the database alone
-- cannot unwrap it (server/identity/refresh-tokens.ts).
ALTER TABLE refresh_tokens ADD COLUMN successor_wrapped text;
-- The time of the sign-in that started the family, kept through every refresh (auth_time).
ALTER TABLE refresh_tokens ADD COLUMN auth_time timestamptz;
ALTER TABLE auth_codes ADD COLUMN auth_time timestamptz;
-- Tokens issued before a password change are refused (server/http/authenticate.ts).
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
